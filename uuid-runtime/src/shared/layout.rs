//! The one place that writes the version and variant fields (RFC 9562 §4.1, §4.2).

/// Overwrites the version field (the high nibble of octet 6) with `version` and the
/// variant field (the two high bits of octet 8) with the RFC 9562 variant `0b10`,
/// keeping every other bit.
///
/// Written as one mask over the 128 bits rather than as edits of two octets: that
/// compiles to a few register operations and whole stores, and it sidesteps an LLVM 22
/// miscompilation (rustc 1.95 and later, optimised) of octet edits after a `u128`
/// built from shifted words; the repository's `tests/crates/miscompile-repro`
/// reproduces it in 25 lines of safe code.
#[inline]
pub const fn with_version(bytes: [u8; 16], version: u8) -> [u8; 16] {
    const VERSION: u128 = 0xf << 76;
    const VARIANT: u128 = 0x3 << 62;
    let value = u128::from_be_bytes(bytes) & !(VERSION | VARIANT);
    (value | ((version & 0xf) as u128) << 76 | 0x2 << 62).to_be_bytes()
}

/// Overwrites the version field alone with `version`'s low four bits (`Builder`'s
/// `with_version`, for any variant).
#[inline]
pub const fn set_version(bytes: [u8; 16], version: u8) -> [u8; 16] {
    const VERSION: u128 = 0xf << 76;
    let value = u128::from_be_bytes(bytes) & !VERSION;
    (value | ((version & 0xf) as u128) << 76).to_be_bytes()
}

/// Overwrites the variant field alone (`Builder`'s `with_variant`): its leading `width`
/// bits of octet 8 (1, 2 or 3: NCS `0`, RFC 9562 `10`, Microsoft `110`, future `111`)
/// with `pattern`, the bits written left-aligned in a byte.
#[inline]
pub const fn set_variant(bytes: [u8; 16], pattern: u8, width: u32) -> [u8; 16] {
    let mask = !(0xffu8 >> width);
    let mut bytes = bytes;
    bytes[8] = (bytes[8] & !mask) | (pattern & mask);
    bytes
}

/// A name-based UUID (RFC 9562 §5.3, §5.5, §B.2) from the leading 16 octets of
/// the hash of namespace and name.
#[inline]
pub const fn name_based(digest: &[u8], version: u8) -> [u8; 16] {
    let mut bytes = [0; 16];
    let mut i = 0;
    while i < 16 {
        bytes[i] = digest[i];
        i += 1;
    }
    with_version(bytes, version)
}
