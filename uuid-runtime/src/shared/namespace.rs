//! The predefined namespaces of name-based UUIDs (RFC 9562 §6.6), by value and by the
//! names the macros, the derive and `Uuid::NAMESPACE_*` use.

/// The namespace for fully qualified domain names.
pub const DNS: u128 = 0x6ba7b810_9dad_11d1_80b4_00c04fd430c8;
/// The namespace for URLs.
pub const URL: u128 = 0x6ba7b811_9dad_11d1_80b4_00c04fd430c8;
/// The namespace for ISO OIDs.
pub const OID: u128 = 0x6ba7b812_9dad_11d1_80b4_00c04fd430c8;
/// The namespace for X.500 distinguished names.
pub const X500: u128 = 0x6ba7b814_9dad_11d1_80b4_00c04fd430c8;

/// Every predefined namespace with its name, in the RFC's order.
#[allow(dead_code)] // by name: the macros and the derive
pub const PREDEFINED: [(&str, u128); 4] =
    [("DNS", DNS), ("URL", URL), ("OID", OID), ("X500", X500)];

/// The predefined namespace called `name`, exactly (`DNS`, not `dns`).
#[allow(dead_code)] // by name: the macros and the derive
pub fn by_name(name: &str) -> Option<u128> {
    PREDEFINED
        .iter()
        .find(|&&(known, _)| known == name)
        .map(|&(_, value)| value)
}
