use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = user)]
struct UserId(Uuid);

fn main() {}
