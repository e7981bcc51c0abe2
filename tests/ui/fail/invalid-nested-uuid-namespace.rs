use uuid_runtime::{Uuid, uuid, uuid_v8_sha256};

const ID: Uuid = uuid_v8_sha256!(uuid!("6ba7b810-9dad-11d1-80b4"), "www.example.com");

fn main() {}
