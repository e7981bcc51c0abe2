use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", format = "base64")]
struct UserId(Uuid);

fn main() {}
