use uuid_runtime::{Uuid, uuid};

struct Ids;

impl Ids {
    const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
}

// A path may name a generic parameter's item, so it is evaluated in an inline `const`
// block, which is not a pattern: name a constant, or use a guard.
fn is_example(id: Uuid) -> bool {
    matches!(id, uuid!(Ids::TEXT))
}

fn main() {
    let _ = is_example(Uuid::NIL);
}
