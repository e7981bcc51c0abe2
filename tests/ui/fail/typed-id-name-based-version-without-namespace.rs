use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "page", version = 5)]
struct UserId(Uuid);

fn main() {}
