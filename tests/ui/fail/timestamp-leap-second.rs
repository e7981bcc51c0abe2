use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!("2016-12-31T23:59:60Z");

fn main() {}
