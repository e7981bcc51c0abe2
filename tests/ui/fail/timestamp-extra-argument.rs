use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!("2026-05-01T12:00:00Z", "UTC");

fn main() {}
