use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8", "6ba7b810-9dad-11d1-80b4-00c04fd430c8");

fn main() {}
