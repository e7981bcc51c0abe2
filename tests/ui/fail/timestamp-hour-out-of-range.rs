use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!("2026-05-01T24:00:00Z");

fn main() {}
