use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedIdEnum)]
enum Subject {
    User(UserId),
    Org(OrgId),
}

// A team's ID where a user's or an organisation's is expected.
const OWNER: Subject = Subject::parse("team_01h455vb4pex5vsknk084sn02q");

fn main() {}
