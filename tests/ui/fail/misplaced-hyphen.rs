use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!("67e5504-410b1-426f-9247-bb680e5fe0c8");

fn main() {}
