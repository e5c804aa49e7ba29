//! Who a request comes from, as the server's limits count it: the network of its address (an
//! IPv6 address by its /64, which one device may fill with addresses of its own; an IPv4
//! address, or one mapped into IPv6, by itself).

use std::net::IpAddr;

/// An address as the limits count it ([`network`]).
pub(crate) type Net = IpAddr;

/// The network of `ip` that the limits count: IPv6 by its /64, IPv4 by the address.
pub(crate) fn network(ip: IpAddr) -> Net {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::from([s[0], s[1], s[2], s[3], 0, 0, 0, 0])
            }
        },
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_device_counts_by_its_network_and_a_mapped_ipv4_as_itself() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("ip");
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().expect("ip");
        let c: IpAddr = "2001:db8:1:3::1".parse().expect("ip");
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
        let mapped: IpAddr = "::ffff:192.168.1.7".parse().expect("ip");
        assert_eq!(
            network(mapped),
            "192.168.1.7".parse::<IpAddr>().expect("ip")
        );
        let v4: IpAddr = "192.168.1.8".parse().expect("ip");
        assert_ne!(network(v4), network(mapped));
    }
}
