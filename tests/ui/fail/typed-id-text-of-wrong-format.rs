use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", format = "base58")]
struct UserId(Uuid);

// A UUID in its hyphenated form where a base58 ID is expected.
const ADMIN: UserId = UserId::parse("01890a5d-ac96-774b-bcce-b302099a8057");

fn main() {}
