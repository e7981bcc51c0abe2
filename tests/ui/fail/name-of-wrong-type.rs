use uuid_runtime::{Uuid, uuid_v5};

const SHARD: u32 = 7;

const ID: Uuid = uuid_v5!(DNS, SHARD);

fn main() {}
