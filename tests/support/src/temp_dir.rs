//! A temporary directory for a test's files, removed when it is dropped.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::throwaway;

/// A new empty directory under the system's temporary directory, removed with its
/// contents on drop.
#[derive(Debug)]
pub struct TempDir(PathBuf);

impl TempDir {
    /// A directory named after `kind`, the process, a count and the time.
    ///
    /// # Panics
    ///
    /// If it cannot be created.
    pub fn new(kind: &str) -> Self {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let kind = format!("{kind}-{}", COUNT.fetch_add(1, Ordering::Relaxed));
        Self(throwaway::unique_temp_dir(&kind, None).unwrap_or_else(|why| panic!("{why}")))
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
