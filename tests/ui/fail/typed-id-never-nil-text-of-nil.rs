use uuid_runtime::{NonNilUuid, TypedId};

#[derive(TypedId)]
#[typed_id(prefix = "account")]
struct AccountId(NonNilUuid);

// The nil UUID written as text is refused too, with the parser's message.
const NOBODY: AccountId = AccountId::parse("account_00000000000000000000000000");

fn main() {}
