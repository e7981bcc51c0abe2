use uuid_runtime::{Uuid, uuid};

// Eight problems are drawn; the last says how many more there are.
const ID: Uuid = uuid!("ggggggg0-gggg-0ggg-0000-ggg000000000");

fn main() {}
