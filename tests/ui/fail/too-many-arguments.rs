use uuid_runtime::{Uuid, uuid_v5};

const ID: Uuid = uuid_v5!(DNS, "www.example.com", "again");

fn main() {}
