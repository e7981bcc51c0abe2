// `from_uuid` in constants and statics, the issue's `ADMIN`, and `match` on them.
use uuid_runtime::{TypedId, Uuid, uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

const ADMIN: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));
static ROOT: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8058"));
const ADMIN_UUID: Uuid = ADMIN.into_uuid();
const CHECKED: Option<UserId> = match UserId::try_from_uuid(Uuid::NIL) {
    Ok(id) => Some(id),
    Err(_) => None,
};

fn main() {
    assert_eq!(ADMIN.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    assert_eq!(*ADMIN.as_uuid(), ADMIN_UUID);
    assert!(ADMIN < ROOT);
    assert_eq!(CHECKED, None);
    let label = match UserId::new() {
        ADMIN => "admin",
        _ => "someone",
    };
    assert_eq!(label, "someone");
}
