use uuid_runtime::{Timestamp, timestamp};

const TEXT: &str = "2026-05-01T12:00:00";

// A constant is checked by const evaluation, through the same grammar and messages.
const AT: Timestamp = timestamp!(TEXT);

fn main() {}
