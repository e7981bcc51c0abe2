use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", prefix = "member")]
struct UserId(Uuid);

fn main() {}
