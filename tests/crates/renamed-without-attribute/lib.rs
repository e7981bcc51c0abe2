#![no_std]

use ids::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy)]
#[typed_id(prefix = "user")]
pub struct UserId(Uuid);

pub const ADMIN: UserId = UserId::from_uuid(Uuid::NIL);

pub fn label<T: TypedId>(id: &T) -> &'static str {
    let _ = id.as_uuid();
    T::PREFIX
}
