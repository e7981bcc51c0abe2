//! `size_uuid_runtime.rs` with the `uuid` crate (features `js` and `v7`), which has no
//! typed IDs: the newtype and `Display` a user writes, with the prefix and the simple form
//! (`uuid` has no TypeID codec).

use std::fmt;

use uuid::{Uuid, uuid};
use wasm_bindgen::prelude::wasm_bindgen;

struct UserId(Uuid);

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "user_{}", self.0.simple())
    }
}

const ADMIN: Uuid = uuid!("01890a5d-ac96-774b-bcce-b302099a8057");

/// `01890a5d-ac96-774b-bcce-b302099a8057 019ab5c2-... user_019ab5c2...`
#[wasm_bindgen]
pub fn ids() -> String {
    let key = Uuid::now_v7();
    format!("{ADMIN} {key} {}", UserId(Uuid::now_v7()))
}
