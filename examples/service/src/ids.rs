//! The service's IDs: version 7 UUIDs (time-ordered keys), TypeIDs in text.

use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

/// A user: `user_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// An order: `order_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "order", version = 7)]
pub struct OrderId(Uuid);

/// Any object's ID, for Relay's `node(id: ID!)`: a user's or an order's, told apart by
/// its prefix.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeId {
    User(UserId),
    Order(OrderId),
}
