use uuid::Uuid;
use uuid_runtime::TypedId;

// The `uuid` crate's type, imported as `Uuid`: the derive sees the name it expects,
// and the compiler reports the type, once, at the field.
#[derive(TypedId)]
struct UserId(Uuid);

fn main() {
    let id = UserId::new();
    println!("{id}");
}
