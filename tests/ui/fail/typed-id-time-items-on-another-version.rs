use uuid_runtime::{TypedId, Uuid, timestamp};

#[derive(TypedId)]
#[typed_id(prefix = "token", version = 4)]
struct TokenId(Uuid);

fn main() {
    // Only typed IDs of version 7, or of no version, are time-ordered.
    let _ = TokenId::range_v7(
        timestamp!("2026-05-01T00:00:00Z"),
        timestamp!("2026-06-01T00:00:00Z"),
    );
}
