use uuid_runtime::{NonNilUuid, TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "account")]
struct AccountId(NonNilUuid);

// A typed ID over `NonNilUuid` is never the nil UUID: in a `const`, a build error.
const NOBODY: AccountId = AccountId::from_uuid(Uuid::NIL);

fn main() {}
