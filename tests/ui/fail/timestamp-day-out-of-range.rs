use uuid_runtime::{Timestamp, timestamp};

// 2026 is not a leap year (2028 is).
const AT: Timestamp = timestamp!("2026-02-29T00:00:00Z");

fn main() {}
