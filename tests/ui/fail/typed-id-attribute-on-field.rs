use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
struct UserId(#[typed_id(prefix = "user")] Uuid);

fn main() {}
