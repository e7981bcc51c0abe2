use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
struct UserId(Uuid, u32);

fn main() {}
