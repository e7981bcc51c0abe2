use uuid_runtime::{Uuid, uuid_v5};

const ID: Uuid = uuid_v5!(Dns, "www.example.com");

fn main() {}
