use uuid_runtime::{Uuid, uuid_v3};

const ID: Uuid = uuid_v3!(NAMESPACE_DNS, "www.example.com");

fn main() {}
