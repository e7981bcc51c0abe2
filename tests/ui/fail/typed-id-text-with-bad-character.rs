use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", format = "ulid")]
struct UserId(Uuid);

// An `O` (letter) for a `0` (zero), which Crockford's base32 leaves out.
const ADMIN: UserId = UserId::parse("user_01H455VB4PEX5VSKNK084SNO2Q");

fn main() {}
