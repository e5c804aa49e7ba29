//! Fixed-width unsigned integers for matching weights.
//!
//! The Dutch system puts every quality criterion into one edge weight, one bit field per
//! criterion, most important first: the weight of a 120-player tournament needs about 800 bits,
//! one of 3,000 players about 1,300. `Wide<N>` is `N` 64-bit limbs, least significant first;
//! the engine picks `N` from the width it needs. Arithmetic wraps like machine integers, which
//! the weight construction relies on only in sums that end up non-negative.

// Limb and vertex loops index several arrays at once; ranges read clearer than zips here.
#![allow(clippy::needless_range_loop)]

use std::cmp::Ordering;

/// What the matching needs of a weight type.
pub trait Weight: Copy + Ord + std::fmt::Debug + std::hash::Hash {
    /// Zero.
    fn zero() -> Self;
    /// A small value.
    fn from_u64(v: u64) -> Self;
    /// Wrapping sum.
    fn add(self, other: Self) -> Self;
    /// Wrapping difference.
    fn sub(self, other: Self) -> Self;
    /// Half (rounding down).
    fn half(self) -> Self;
    /// Shift left by `bits`.
    fn shl(self, bits: u32) -> Self;
    /// Wrapping sum with `v` shifted left by `bit` (`v · 2^bit`): one field of a weight set
    /// without shifting the whole number.
    fn add_at(self, v: u64, bit: u32) -> Self;
    /// Whether this is zero.
    fn is_zero(&self) -> bool;
}

impl Weight for u64 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        v
    }
    fn add(self, other: Self) -> Self {
        self.wrapping_add(other)
    }
    fn sub(self, other: Self) -> Self {
        self.wrapping_sub(other)
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn shl(self, bits: u32) -> Self {
        if bits >= 64 { 0 } else { self << bits }
    }
    fn add_at(self, v: u64, bit: u32) -> Self {
        self.wrapping_add(v.shl(bit))
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
}

/// `N` limbs, least significant first.
#[derive(Clone, Copy, Eq)]
pub struct Wide<const N: usize>(pub [u64; N]);

// By hand, beside the equality below (equal limbs, equal hashes: the same limbs are hashed).
impl<const N: usize> std::hash::Hash for Wide<N> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        for limb in self.0 {
            h.write_u64(limb);
        }
    }
}

// By hand: the derived comparison of the limbs is a call to `memcmp`, which the matcher's
// `set` made for every edge it touched.
impl<const N: usize> PartialEq for Wide<N> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let mut d = 0;
        for i in 0..N {
            d |= self.0[i] ^ other.0[i];
        }
        d == 0
    }
}

impl<const N: usize> std::fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        let mut started = false;
        for limb in self.0.iter().rev() {
            if started {
                write!(f, "{limb:016x}")?;
            } else if *limb != 0 {
                write!(f, "{limb:x}")?;
                started = true;
            }
        }
        if !started {
            write!(f, "0")?;
        }
        Ok(())
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Weight for Wide<N> {
    fn zero() -> Self {
        Wide([0; N])
    }
    fn from_u64(v: u64) -> Self {
        let mut r = [0; N];
        r[0] = v;
        Wide(r)
    }
    #[inline]
    fn add(self, other: Self) -> Self {
        let mut r = [0u64; N];
        let mut carry = 0u64;
        for i in 0..N {
            let s = self.0[i] as u128 + other.0[i] as u128 + carry as u128;
            r[i] = s as u64;
            carry = (s >> 64) as u64;
        }
        Wide(r)
    }
    #[inline]
    fn sub(self, other: Self) -> Self {
        let mut r = [0u64; N];
        let mut borrow = false;
        for i in 0..N {
            let (s, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (s, b2) = s.overflowing_sub(borrow as u64);
            r[i] = s;
            borrow = b1 || b2;
        }
        Wide(r)
    }
    #[inline]
    fn half(self) -> Self {
        let mut r = [0u64; N];
        for i in 0..N {
            r[i] = self.0[i] >> 1 | if i + 1 < N { self.0[i + 1] << 63 } else { 0 };
        }
        Wide(r)
    }
    fn shl(self, bits: u32) -> Self {
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        let mut r = [0u64; N];
        for i in (limbs..N).rev() {
            let src = i - limbs;
            r[i] = self.0[src] << rest;
            if rest > 0 && src > 0 {
                r[i] |= self.0[src - 1] >> (64 - rest);
            }
        }
        Wide(r)
    }
    #[inline]
    fn add_at(self, v: u64, bit: u32) -> Self {
        let mut r = self.0;
        let (limb, rest) = ((bit / 64) as usize, bit % 64);
        let mut carry = v << rest;
        let mut high = if rest > 0 { v >> (64 - rest) } else { 0 };
        for i in limb..N {
            let (sum, over) = r[i].overflowing_add(carry);
            r[i] = sum;
            carry = high + over as u64;
            high = 0;
            if carry == 0 {
                break;
            }
        }
        Wide(r)
    }
    #[inline]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_limbs() {
        let a = Wide::<2>::from_u64(u64::MAX);
        let one = Wide::<2>::from_u64(1);
        assert_eq!(a.add(one).0, [0, 1]);
        assert_eq!(a.add(one).sub(one).0, [u64::MAX, 0]);
        assert_eq!(one.shl(64).0, [0, 1]);
        assert_eq!(one.shl(70).half().0, [0, 1 << 5]);
        assert_eq!(Wide::<2>([5, 1]).half().0, [(1 << 63) | 2, 0]);
        assert!(one.shl(64) > a);
        assert_eq!(
            Wide::<2>::zero().sub(one).0,
            [u64::MAX, u64::MAX],
            "wraps like u128"
        );
        let x: u128 = 0x1234_5678_9abc_def0_1122_3344_5566_7788;
        let w = Wide::<2>([x as u64, (x >> 64) as u64]);
        assert_eq!(w.shl(13).0, [(x << 13) as u64, ((x << 13) >> 64) as u64]);
    }

    #[test]
    fn add_at_is_adding_a_shifted_value() {
        let as_u128 = |w: Wide<2>| w.0[0] as u128 | (w.0[1] as u128) << 64;
        let starts: [u128; 4] = [
            0,
            u64::MAX as u128,
            u128::MAX - 5,
            0x8000_0000_0000_0001 << 60,
        ];
        for start in starts {
            for v in [0u64, 1, 3, 0xffff, u64::MAX] {
                for bit in [0u32, 1, 37, 63, 64, 65, 100, 127] {
                    let w = Wide::<2>([start as u64, (start >> 64) as u64]);
                    let want = start.wrapping_add((v as u128).wrapping_shl(bit));
                    assert_eq!(
                        as_u128(w.add_at(v, bit)),
                        want,
                        "{start:x} + {v:x} << {bit}"
                    );
                }
            }
        }
    }
}
