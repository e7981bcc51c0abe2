use uuid_runtime::{Uuid, uuid};

const ID: Uuid = uuid!();

fn main() {}
