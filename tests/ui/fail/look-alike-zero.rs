use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!("67e55O44-10b1-426f-9247-bb680e5fe0c8");

fn main() {}
