use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user-account")]
struct UserId(Uuid);

fn main() {}
