use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
struct UserId<const SHARD: usize>(Uuid);

fn main() {}
