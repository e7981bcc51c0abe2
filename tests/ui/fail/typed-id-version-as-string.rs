use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(version = "7")]
struct UserId(Uuid);

fn main() {}
