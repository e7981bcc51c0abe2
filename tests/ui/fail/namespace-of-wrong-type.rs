use uuid_runtime::{Uuid, uuid_v5};

const SHARD: u32 = 7;

const ID: Uuid = uuid_v5!(SHARD, "www.example.com");

fn main() {}
