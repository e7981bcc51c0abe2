use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!("67e5504g-10b1-426f-9247-bb680e5fe0cz");

fn main() {}
