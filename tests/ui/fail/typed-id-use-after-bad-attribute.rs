use uuid_runtime::{TypedId, Uuid, uuid};

#[derive(TypedId, Clone, Copy, Debug)]
#[typed_id(prefix = "user", version = 9)]
struct UserId(Uuid);

fn label<T: TypedId>(id: &T) -> String {
    id.to_string()
}

// Only the derive's error: every use of the type below still compiles.
const ADMIN: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));

fn main() {
    let id = UserId::new();
    let parsed = "user_01h455vb4pex5vsknk084sn02q".parse::<UserId>();
    println!("{id} {parsed:?} {} {}", label(&ADMIN), id.as_uuid());
    let _: Uuid = id.into();
    let _ = UserId::try_from(Uuid::NIL);
}
