use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "UserAccount")]
struct UserAccountId(Uuid);

fn main() {}
