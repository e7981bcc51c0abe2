use uuid_runtime::{Uuid, uuid_v5};

const ID: Uuid = uuid_v5!(DNS);

fn main() {}
