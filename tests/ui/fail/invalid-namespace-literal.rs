use uuid_runtime::{Uuid, uuid_v5};

const ID: Uuid = uuid_v5!("6ba7b810-9dad-11d1-80b4-00c04fd430cX", "www.example.com");

fn main() {}
