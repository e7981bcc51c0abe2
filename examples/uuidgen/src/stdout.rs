//! Standard output, and noticing when the shell started us with it closed
//! (`uuidgen gen >&-`).
//!
//! Before `main`, the Rust runtime reopens a closed descriptor 0, 1 or 2 on
//! `/dev/null`, so writing to a closed stdout silently succeeds. On Linux a constructor
//! that runs before the runtime's start-up looks at descriptor 1 first, and the output
//! then fails at the first write, as it does in C tools (`seq 5 >&-`).

use std::io::{self, BufWriter, StdoutLock, Write};
use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod probe {
    use std::sync::atomic::Ordering;

    // SAFETY: the loader calls each function in `.init_array` once, before `main`,
    // as it calls C constructors; `check` makes one system call and sets a flag.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static CHECK_AT_START: extern "C" fn() = check;

    extern "C" fn check() {
        // SAFETY: `F_GETFD` only reads the descriptor's flags; it fails with `EBADF`
        // when the descriptor is not open.
        let flags = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) };
        let closed =
            flags == -1 && std::io::Error::last_os_error().raw_os_error() == Some(libc::EBADF);
        super::CLOSED_AT_START.store(closed, Ordering::Relaxed);
    }
}

/// Where the commands write: buffered standard output, so that `gen -n 1000000` does
/// not make a system call per line, or an error if it was closed.
pub enum Output {
    Open(BufWriter<StdoutLock<'static>>),
    Closed,
}

impl Output {
    pub fn new() -> Self {
        if CLOSED_AT_START.load(Ordering::Relaxed) {
            Self::Closed
        } else {
            Self::Open(BufWriter::new(io::stdout().lock()))
        }
    }
}

fn closed() -> io::Error {
    io::Error::other("standard output is closed")
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Self::Open(out) => out.write(buf),
            Self::Closed => Err(closed()),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Self::Open(out) => out.write_all(buf),
            Self::Closed => Err(closed()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Self::Open(out) => out.flush(),
            // Nothing was written, so nothing was lost.
            Self::Closed => Ok(()),
        }
    }
}
