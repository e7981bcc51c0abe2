use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(
    prefx = "user",
    version = 9,
    namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430cX"
)]
struct UserId(Uuid);

fn main() {}
