use uuid_runtime::{Uuid, uuid_v3};

const ID: Uuid = uuid_v3!(DNS, 42);

fn main() {}
