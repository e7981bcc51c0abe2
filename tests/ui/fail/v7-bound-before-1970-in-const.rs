use core::ops::Range;
use uuid_runtime::{Uuid, timestamp};

// v7 timestamps start in 1970: the range cannot be computed, and the build says why.
const WINDOW: Range<Uuid> = Uuid::range_v7(
    timestamp!("1969-12-01T00:00:00Z"),
    timestamp!("1970-01-02T00:00:00Z"),
);

fn main() {}
