use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "_user")]
struct UserId(Uuid);

fn main() {}
