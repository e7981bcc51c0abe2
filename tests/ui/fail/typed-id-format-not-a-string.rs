use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", format = base58)]
struct UserId(Uuid);

fn main() {}
