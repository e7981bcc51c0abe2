use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id]
struct UserId(Uuid);

fn main() {}
