use uuid_runtime::TypedId;

#[derive(TypedId)]
struct UserId(u128);

fn main() {}
