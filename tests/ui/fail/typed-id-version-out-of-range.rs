use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(version = 9)]
struct UserId(Uuid);

fn main() {}
