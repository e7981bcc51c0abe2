//! The text forms of a UUID, one codec per alphabet, all `const fn`:
//!
//! | file            | alphabet                      | forms                                       |
//! |-----------------|-------------------------------|---------------------------------------------|
//! | `hex.rs`        | hex digits                    | hyphenated, simple, braced, URN (RFC 9562)  |
//! | `base32.rs`     | Crockford base32              | TypeID suffix (lowercase), ULID (uppercase) |
//! | `base64url.rs`  | RFC 4648 §5                   | base64url                                   |
//! | `positional.rs` | Bitcoin base58, base62        | base58, base62                              |
//!
//! `error.rs` holds the one error type they share, [`Error`](error::Error), and
//! `leading.rs` the checks every parser makes first: the leaves every codec imports.
//! `diagnosis.rs`, above the codecs, writes the errors' messages and suggestions.
//! Encoding and decoding are bijections on the 128 bits: no version or variant bit is
//! touched.

pub mod base32;
pub mod base64url;
mod diagnosis;
pub mod error;
pub mod format;
pub mod hex;
mod leading;
pub mod positional;
pub mod prefix;

/// The two digits of every value below `N`, where `N` is the square of the alphabet's
/// size (256 for hex, 1024 for base32), in memory order (first digit in the low byte):
/// one look-up per pair of digits has a shorter dependency chain than arithmetic.
pub const fn digit_pairs<const N: usize>(alphabet: &[u8]) -> [u16; N] {
    let base = alphabet.len();
    assert!(base * base == N);
    let mut pairs = [0; N];
    let mut value = 0;
    while value < N {
        pairs[value] = alphabet[value / base] as u16 | (alphabet[value % base] as u16) << 8;
        value += 1;
    }
    pairs
}

/// Not a character of the alphabet, in a [`value_table`].
pub const INVALID: u8 = 0xff;

/// The value of every byte that is a character of `alphabet` (its place there),
/// [`INVALID`] for the rest: one look-up a character, for the alphabets that are not
/// ranges a few comparisons can tell (base64url, base58, base62).
pub const fn value_table(alphabet: &[u8]) -> [u8; 256] {
    let mut values = [INVALID; 256];
    let mut i = 0;
    while i < alphabet.len() {
        values[alphabet[i] as usize] = i as u8;
        i += 1;
    }
    values
}
