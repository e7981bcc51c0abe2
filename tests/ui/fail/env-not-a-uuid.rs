use uuid_runtime::{Uuid, uuid};

// The value comes from the environment: the error shows it.
const ID: Uuid = uuid!(env!("CARGO_PKG_NAME"));

fn main() {}
