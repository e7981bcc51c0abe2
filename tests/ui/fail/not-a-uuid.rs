use uuid_runtime::{Uuid, uuid};

// Text that is not shaped like a UUID at all gets one error, not one per character.
const ID: Uuid = uuid!("not-a-uuid");

fn main() {}
