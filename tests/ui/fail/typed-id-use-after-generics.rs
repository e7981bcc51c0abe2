use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Debug)]
#[typed_id(prefix = "user")]
struct UserId<const SHARD: usize>(Uuid);

fn label<T: TypedId>(id: &T) -> String {
    id.to_string()
}

fn main() {
    let id = UserId::<3>::new();
    let parsed = "user_01h455vb4pex5vsknk084sn02q".parse::<UserId<3>>();
    println!("{id} {parsed:?} {}", label(&id));
}
