use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!("67e5504410b1426f9247bb680e5fe0c");

fn main() {}
