use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!("2026-05-01T12:60:00Z");

fn main() {}
