use uuid_runtime::{Uuid, uuid_v5};

const NAMESPACE: &str = "6ba7b810-9dad-11d1-80b4-00c04fd430c";

const ID: Uuid = uuid_v5!(NAMESPACE, "www.example.com");

fn main() {}
