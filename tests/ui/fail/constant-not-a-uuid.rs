use uuid_runtime::{Uuid, uuid};

const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0cg";

// A constant is checked by const evaluation, through the same grammar and messages.
const ID: Uuid = uuid!(TEXT);

fn main() {}
