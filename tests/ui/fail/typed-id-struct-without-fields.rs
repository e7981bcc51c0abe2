use uuid_runtime::TypedId;

#[derive(TypedId)]
struct UserId {}

fn main() {}
