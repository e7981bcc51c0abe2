use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedIdEnum)]
enum Subject {
    User(UserId),
    Org(OrgId),
}

// A known prefix, and a UUID of the wrong version for it: `UserId`'s own error.
const OWNER: Subject = Subject::parse("user_626ang150m27pb7j4zdffcxp26");

fn main() {}
