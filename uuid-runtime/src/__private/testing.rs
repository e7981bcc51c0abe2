//! Hooks for the workspace's tests and fuzz targets, not for users: no stability
//! promises. The functions are `#[inline]`, so that only the tests that call them
//! compile them, not every build of the crate.

/// For the fuzz target that checks where the carets stand.
pub use crate::shared::draw::Drawing;

/// The run-time text kernels, for the tests and fuzz targets that check each
/// instruction set's against the `const` code.
pub mod text_kernels {
    pub use crate::fmt::cpu::InstructionSet;
    #[cfg(feature = "std")]
    pub use crate::fmt::cpu::{force, reset};

    /// The 16 octets of valid text in any of the four RFC 9562 forms, or `None`, with
    /// the kernels of `set`: what `Uuid::parse_str` runs before it diagnoses.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[inline]
    #[allow(unsafe_code)]
    pub fn decode_hex(set: InstructionSet, text: &[u8]) -> Option<[u8; 16]> {
        assert!(set.is_available(), "this processor does not run {set:?}");
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::hex_decode_with(set, text) }
    }

    /// The hyphenated form of `uuid` written with the kernel of `set`, lowercase or
    /// (`upper`) uppercase: what `encode_lower`, `encode_upper` and `Display` run.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[inline]
    #[allow(unsafe_code)]
    pub fn encode_hyphenated(set: InstructionSet, uuid: crate::Uuid, upper: bool) -> [u8; 36] {
        assert!(set.is_available(), "this processor does not run {set:?}");
        let mut out = [0; 36];
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::hyphenated_with(set, uuid.as_bytes(), upper, &mut out) };
        out
    }

    /// The simple form of `uuid` written with the kernel of `set`, as
    /// [`encode_hyphenated`] writes the hyphenated one.
    ///
    /// # Panics
    ///
    /// If this processor does not run `set`.
    #[inline]
    #[allow(unsafe_code)]
    pub fn encode_simple(set: InstructionSet, uuid: crate::Uuid, upper: bool) -> [u8; 32] {
        assert!(set.is_available(), "this processor does not run {set:?}");
        let mut out = [0; 32];
        // SAFETY: it does, as just checked.
        unsafe { crate::fmt::simple_with(set, uuid.as_bytes(), upper, &mut out) };
        out
    }
}
