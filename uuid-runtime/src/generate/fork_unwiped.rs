//! `fork.rs`'s `wiped` where there is no `MADV_WIPEONFORK` (every target but Linux and
//! Android): nothing is wiped, and the handler or process ids do the work. A file of its
//! own so that the mutation campaign, which runs on Linux, can leave it out.

use std::ptr::NonNull;

#[inline]
pub(super) fn token() -> Option<u64> {
    None
}

pub(super) fn map_token() -> bool {
    false
}

pub(crate) fn map(_len: usize) -> Option<NonNull<u8>> {
    None
}

/// Never called: [`map`] maps nothing here. `unsafe` to match the Linux version.
///
/// # Safety
///
/// None needed; the Linux version's contract applies.
#[allow(unsafe_code)]
pub(crate) unsafe fn unmap(_addr: NonNull<u8>, _len: usize) {}
