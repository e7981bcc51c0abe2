use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefx = "user")]
struct UserId(Uuid);

fn main() {}
