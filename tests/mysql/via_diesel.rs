//! Feature `diesel-mysql` (written next).
