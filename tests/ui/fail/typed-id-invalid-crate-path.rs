use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(crate = "my ids")]
struct UserId(Uuid);

fn main() {}
