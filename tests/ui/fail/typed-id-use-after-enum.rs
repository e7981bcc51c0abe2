use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Debug)]
enum UserId {
    Admin(Uuid),
}

fn label<T: TypedId>(id: &T) -> String {
    id.to_string()
}

fn main() {
    let id = UserId::new();
    let parsed = "user_01h455vb4pex5vsknk084sn02q".parse::<UserId>();
    println!("{id} {parsed:?} {}", label(&id));
}
