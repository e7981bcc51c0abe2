use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "")]
struct UserId(Uuid);

fn main() {}
