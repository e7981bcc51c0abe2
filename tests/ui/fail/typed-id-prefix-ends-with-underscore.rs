use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user_")]
struct UserId(Uuid);

fn main() {}
