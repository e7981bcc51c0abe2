use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "User")]
struct UserId(Uuid);

fn main() {}
