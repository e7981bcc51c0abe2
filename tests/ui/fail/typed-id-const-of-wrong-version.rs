use uuid_runtime::{TypedId, Uuid, uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

// A version 4 UUID where version 7 is required: the `const` does not compile.
const ADMIN: UserId = UserId::from_uuid(uuid!("67e55044-10b1-426f-9247-bb680e5fe0c8"));

fn main() {}
