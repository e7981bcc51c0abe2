use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!();

fn main() {}
