use uuid_runtime::TypedId;

// The likeliest migration mistake: the `uuid` crate's type.
#[derive(TypedId)]
struct UserId(uuid::Uuid);

fn main() {
    let _ = UserId::new();
}
