//! A minimal program, for the size of its release `.wasm` (BENCHMARKS.md): a literal, a
//! fresh v7 UUID and a typed ID's text, handed to JavaScript. `size_uuid.rs` is the same
//! with the `uuid` crate.

use uuid_runtime::{TypedId, Uuid, uuid};
use wasm_bindgen::prelude::wasm_bindgen;

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

const ADMIN: Uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");

/// `01890a5d-ac96-774b-bcce-b302099a8057 019ab5c2-... user_01katy...`
#[wasm_bindgen]
pub fn ids() -> String {
    let key = Uuid::now_v7();
    format!("{ADMIN} {key} {}", UserId::new())
}
