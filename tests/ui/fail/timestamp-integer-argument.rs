use uuid_runtime::{Timestamp, timestamp};

const AT: Timestamp = timestamp!(1_777_636_800);

fn main() {}
