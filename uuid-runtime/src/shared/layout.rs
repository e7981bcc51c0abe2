//! The one place that writes the version and variant fields (RFC 9562 §4.1, §4.2).

/// Overwrites the version field (the high nibble of octet 6) with `version` and the
/// variant field (the two high bits of octet 8) with the RFC 9562 variant `0b10`,
/// keeping every other bit.
pub const fn with_version(mut bytes: [u8; 16], version: u8) -> [u8; 16] {
    bytes[6] = (bytes[6] & 0x0f) | (version << 4);
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    bytes
}

/// A name-based UUID (RFC 9562 §5.3, §5.5, §B.2) from the leading 16 octets of
/// the hash of namespace and name.
pub const fn name_based(digest: &[u8], version: u8) -> [u8; 16] {
    let mut bytes = [0; 16];
    let mut i = 0;
    while i < 16 {
        bytes[i] = digest[i];
        i += 1;
    }
    with_version(bytes, version)
}
