use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedIdEnum)]
struct Subject(UserId);

fn main() {
    let subject: Subject = "user_01h455vb4pex5vsknk084sn02q".parse().unwrap();
    println!("{subject}");
}
