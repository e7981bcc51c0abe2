use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

// An order's ID copied where a user's is expected.
const ADMIN: UserId = UserId::parse("order_01h455vb4pex5vsknk084sn02q");

fn main() {}
