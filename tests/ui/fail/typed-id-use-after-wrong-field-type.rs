use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Debug)]
#[typed_id(prefix = "user")]
struct UserId(u128);

fn label<T: TypedId>(id: &T) -> String {
    id.to_string()
}

fn main() {
    let id = UserId::new();
    let parsed = "user_01h455vb4pex5vsknk084sn02q".parse::<UserId>();
    println!("{id} {parsed:?} {}", label(&id));
    let _: Uuid = id.into();
    let _ = UserId::from(Uuid::NIL);
}
