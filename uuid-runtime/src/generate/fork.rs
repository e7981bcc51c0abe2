//! Telling a child process from its parent (RFC 9562 §6.9: reseed on fork), however the
//! child was made.
//!
//! On Linux and Android 4.14 or later, state that must not survive a fork lives in
//! memory marked `MADV_WIPEONFORK`: the kernel gives a child those pages filled with
//! zeros, whether it came from the C library's `fork()`, a raw `syscall(SYS_fork)` or a
//! `clone()` without `CLONE_VM`. Where that is not available (older kernels, other Unix
//! systems) a `pthread_atfork` handler does the work, which only runs in children of the
//! C library's `fork()`; should even that fail to register, the process id is compared.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// How this process tells its children from itself; settled once, by [`watch`].
static METHOD: AtomicU8 = AtomicU8::new(UNSETTLED);
const UNSETTLED: u8 = 0;
/// Pages marked wipe-on-fork: [`wiped::TOKEN`] reads zero in every child.
const WIPED_PAGES: u8 = 1;
/// The `pthread_atfork` handler bumps [`GENERATION`] and discards buffered words.
const HANDLER: u8 = 2;
/// No way to be told: every check compares process ids.
const PROCESS_ID: u8 = 3;

/// Counts processes down a line of descent: a child's tokens are drawn from its parent's
/// count and bump it, so they are greater than any token its ancestors had.
static GENERATION: AtomicU64 = AtomicU64::new(0);

/// A value that differs between a process and any child made from it after [`watch`]
/// was called, and between that child and its own children.
#[inline]
pub(crate) fn token() -> u64 {
    if let Some(token) = wiped::token() {
        return token;
    }
    if METHOD.load(Ordering::Relaxed) == PROCESS_ID {
        // Cannot collide with a generation: those count up from 0 by one.
        u64::from(std::process::id()) | 1 << 60
    } else {
        GENERATION.load(Ordering::Relaxed)
    }
}

/// Sets up fork detection, once per process (what it sets up is inherited).
pub(crate) fn watch() {
    static SETTLE: std::sync::Once = std::sync::Once::new();
    SETTLE.call_once(|| {
        let method = if wiped::map_token() {
            WIPED_PAGES
        } else if register_child_handler() {
            HANDLER
        } else {
            PROCESS_ID
        };
        METHOD.store(method, Ordering::Relaxed);
    });
}

/// Whether memory from [`wiped::map`] is wiped in children, so state kept there can be
/// trusted without checking [`token`] on every use.
#[inline]
pub(crate) fn pages_are_wiped() -> bool {
    METHOD.load(Ordering::Relaxed) == WIPED_PAGES
}

/// Whether something discards the calling thread's buffered random words in a child
/// process, so that a buffer outside the wiped pages may be used.
#[inline]
pub(crate) fn buffers_are_discarded() -> bool {
    METHOD.load(Ordering::Relaxed) == HANDLER
}

/// What else a child of the C library's `fork()` must forget, given by the random source
/// (`rng.rs`, which this module knows nothing of): its thread's buffered words.
static FORGET_IN_CHILD: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Has `forget` run in every child made by the C library's `fork()` from now on (where
/// the `pthread_atfork` handler is the method); the first call's function stays.
pub(crate) fn forget_in_child(forget: fn()) {
    let _ = FORGET_IN_CHILD.set(forget);
}

/// Runs in the child right after the C library's `fork()`, in the only thread it has:
/// the one that forked, whose buffer is the only one that can still be drawn from. An
/// atomic increment, an atomic load and a store to a thread-local without a destructor
/// are async-signal-safe, as a fork handler must be.
#[cfg(unix)]
extern "C" fn after_fork_in_child() {
    GENERATION.fetch_add(1, Ordering::Relaxed);
    if let Some(forget) = FORGET_IN_CHILD.get() {
        forget();
    }
}

#[cfg(unix)]
#[allow(unsafe_code)]
fn register_child_handler() -> bool {
    // SAFETY: `pthread_atfork` only records the handlers; the one given touches nothing
    // but an atomic in a static and the forking thread's own thread-local.
    // Runs only where the wiped pages fail (Linux before 4.14, other Unix systems): not
    // under Miri, where they always succeed (`wipe_on_fork`), nor on this CI's Linux.
    unsafe { libc::pthread_atfork(None, None, Some(after_fork_in_child)) == 0 }
}

/// Without `fork()` there is no child to tell apart: as good as a handler, and
/// [`token`] stays the same.
#[cfg(not(unix))]
fn register_child_handler() -> bool {
    true
}

/// Memory a child process finds zeroed (Linux and Android).
#[cfg(any(target_os = "linux", target_os = "android"))]
#[allow(unsafe_code)]
pub(crate) mod wiped {
    use std::ptr::{self, NonNull};
    use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};

    use super::GENERATION;

    /// The process's token, in a page of its own marked wipe-on-fork: zero in a child
    /// until something asks for the token there. Null until [`map_token`] succeeds; the
    /// page is never unmapped.
    static TOKEN: AtomicPtr<AtomicU64> = AtomicPtr::new(ptr::null_mut());

    #[inline]
    pub(super) fn token() -> Option<u64> {
        let page = TOKEN.load(Ordering::Acquire);
        // SAFETY: a non-null pointer is to a mapped, never unmapped page of zeros or of
        // values stored through this same atomic.
        let page = unsafe { page.as_ref() }?;
        match page.load(Ordering::Relaxed) {
            0 => Some(new_token(page)),
            token => Some(token),
        }
    }

    /// The first call in a process (the first one, or a child whose page was wiped)
    /// takes the next generation as its token; threads racing to do so agree on one.
    #[cold]
    fn new_token(page: &AtomicU64) -> u64 {
        let fresh = GENERATION.fetch_add(1, Ordering::Relaxed) + 1;
        match page.compare_exchange(0, fresh, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => fresh,
            Err(installed) => installed,
        }
    }

    /// Maps the token's page; false if the kernel cannot wipe it on fork.
    pub(super) fn map_token() -> bool {
        match map(size_of::<AtomicU64>()) {
            Some(page) => {
                TOKEN.store(page.cast().as_ptr(), Ordering::Release);
                true
            }
            None => false,
        }
    }

    /// `len` bytes of fresh, zeroed, page-aligned memory that children of this process
    /// find zeroed again; `None` if the kernel cannot do that (before Linux 4.14) or no
    /// memory is left.
    pub(crate) fn map(len: usize) -> Option<NonNull<u8>> {
        // SAFETY: an anonymous private mapping at an address of the kernel's choosing
        // touches no existing memory.
        let addr = unsafe {
            libc::mmap(
                ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if addr == libc::MAP_FAILED {
            return None;
        }
        // SAFETY: `addr..addr + len` is the mapping just made, page-aligned.
        if !unsafe { wipe_on_fork(addr, len) } {
            // SAFETY: as above; nothing else refers to it.
            unsafe { libc::munmap(addr, len) };
            return None;
        }
        NonNull::new(addr.cast())
    }

    /// Marks `addr..addr + len` to be zeroed in children; false if the kernel cannot.
    ///
    /// # Safety
    ///
    /// `addr..addr + len` is a whole mapping, page-aligned.
    #[cfg(not(miri))]
    unsafe fn wipe_on_fork(addr: *mut libc::c_void, len: usize) -> bool {
        // SAFETY: the caller's promise.
        unsafe { libc::madvise(addr, len, libc::MADV_WIPEONFORK) == 0 }
    }

    /// Miri does not interpret `madvise`, nor `fork`: no child will see the pages, so
    /// they count as wiped, and the code that trusts them runs under Miri as it does
    /// here. AddressSanitizer and the `fork` tests run the real call.
    #[cfg(miri)]
    unsafe fn wipe_on_fork(_addr: *mut libc::c_void, _len: usize) -> bool {
        true
    }

    /// Returns memory from [`map`].
    ///
    /// # Safety
    ///
    /// `addr` and `len` are those of one [`map`] call, and nothing uses the memory after.
    pub(crate) unsafe fn unmap(addr: NonNull<u8>, len: usize) {
        // SAFETY: the caller's promise. A failure would leave the page mapped, which is
        // harmless.
        unsafe { libc::munmap(addr.as_ptr().cast(), len) };
    }

    #[cfg(test)]
    mod tests {
        use std::sync::atomic::{AtomicU64, Ordering};

        use super::{GENERATION, new_token};

        /// A wiped page's first token is a generation no token before it had: past the
        /// count when it was drawn (a child's past its parent's), and kept in the page.
        #[test]
        fn a_new_token_is_past_every_generation_before_it() {
            let page = AtomicU64::new(0);
            let before = GENERATION.load(Ordering::Relaxed);
            let token = new_token(&page);
            assert!(token > before, "{token} after {before}");
            assert_eq!(page.load(Ordering::Relaxed), token);
            // Drawn once: a page that holds a token keeps it.
            assert_eq!(new_token(&page), token);
        }
    }
}

/// Without `MADV_WIPEONFORK` nothing is wiped: the handler or process ids do the work.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
#[path = "fork_unwiped.rs"]
pub(crate) mod wiped;
