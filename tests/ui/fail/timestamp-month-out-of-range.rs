use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!("2026-13-01T00:00:00Z");

fn main() {}
