//! A released migration file never changes: a change to the schema is a new migration. Each
//! file's length and hash are kept here; editing one fails the test.

use crate::migrations::files_in;

/// Every released migration file: name, length in bytes, 64-bit FNV-1a hash of its bytes.
/// Append the next migration's line when it is released; never change a line (a released file
/// never changes: a change to the schema is a new migration).
const RELEASED: &[(&str, usize, u64)] = &[
    ("0001_tournaments.sql", 4586, 0xbdbc_04f3_5251_ee0c),
    ("0002_forbidden_pairs.sql", 606, 0x5e2d_958b_4f54_2dec),
    ("0003_trf.sql", 607, 0xd8a4_c439_5593_7edf),
    ("0004_verdict_data.sql", 1216, 0x9ae1_6cb2_6086_ae11),
    ("0005_publication_lang.sql", 359, 0x9a90_89a6_36bc_1826),
    ("0006_federation.sql", 4215, 0xeff6_3fcf_9552_9b30),
    ("0007_acceleration.sql", 479, 0x2cf0_8e63_f68e_7cac),
    ("0008_trf_dialects.sql", 689, 0x03aa_b502_986e_1e06),
    ("0009_pending_boards.sql", 423, 0x1f61_8731_9c02_e24d),
    ("0010_journal.sql", 2037, 0x9e3f_9246_98e9_5744),
    ("0011_hall.sql", 3494, 0xd98b_1518_437e_5ac1),
    ("0012_teams.sql", 3168, 0xf2b8_d7bf_7c4d_9b09),
    ("0013_rules_mode.sql", 726, 0xe30a_2bdd_7b0c_6f22),
    ("0014_on_the_record.sql", 1796, 0x519c_f804_c19f_36ff),
    ("0015_explain.sql", 277, 0xdfc4_787b_2c32_da6c),
    ("0016_arbiter.sql", 325, 0x924c_e047_72ee_fc1c),
    ("0017_prize_currency.sql", 320, 0x6edd_36d4_f41e_88d3),
];

/// 64-bit FNV-1a.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

#[test]
fn released_migration_files_are_never_edited() {
    // The published test vectors of FNV-1a (64 bits).
    assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    let files = files_in("migrations");
    for (name, len, hash) in RELEASED {
        let Some((_, bytes)) = files.iter().find(|(n, _)| n == name) else {
            panic!(
                "migrations/{name} was released and is gone: a released migration stays as it is"
            );
        };
        assert!(
            bytes.len() == *len && fnv1a(bytes) == *hash,
            "migrations/{name} was changed ({} bytes, FNV-1a {:#018x}; released: {len} bytes, \
             {hash:#018x}): a released migration never changes. Undo the change and put it in a \
             new migration file instead",
            bytes.len(),
            fnv1a(bytes)
        );
    }
    for (name, bytes) in &files {
        assert!(
            RELEASED.iter().any(|(n, ..)| n == name),
            "migrations/{name} has no line in RELEASED (tests/it/migrations.rs): append \
             (\"{name}\", {}, {:#018x}) at its end for the new migration; never change the lines \
             of the released ones",
            bytes.len(),
            fnv1a(bytes)
        );
    }
    let names: Vec<&str> = RELEASED.iter().map(|r| r.0).collect();
    assert_eq!(
        names,
        orda::store::migration_names(),
        "in the program's order"
    );
}
