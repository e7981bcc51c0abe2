use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

// A version 4 UUID's TypeID where version 7 is required.
const ADMIN: UserId = UserId::parse("user_37wn84845h89qs4hxvd075zr68");

fn main() {}
