//! What the service's routes take and return: JSON bodies whose typed IDs are their
//! TypeIDs (feature `serde`), the same types as GraphQL objects (feature `async-graphql`)
//! and as OpenAPI schemas (feature `utoipa`).

use async_graphql::SimpleObject;
use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use sea_orm::DbErr;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::ids::{OrderId, UserId};
use crate::store::{orders, users};

/// A user; in GraphQL also their orders (`graphql.rs`).
#[derive(Serialize, ToSchema, SimpleObject)]
#[graphql(complex)]
pub struct User {
    pub id: UserId,
    pub name: String,
}

impl From<users::Model> for User {
    fn from(user: users::Model) -> Self {
        Self {
            id: user.id,
            name: user.name,
        }
    }
}

/// An order of one user.
#[derive(Serialize, ToSchema, SimpleObject)]
pub struct Order {
    pub id: OrderId,
    pub user_id: UserId,
    pub item: String,
}

impl From<orders::Model> for Order {
    fn from(order: orders::Model) -> Self {
        Self {
            id: order.id,
            user_id: order.user_id,
            item: order.item,
        }
    }
}

/// The body of `POST /users`.
#[derive(Deserialize, ToSchema)]
pub struct NewUser {
    pub name: String,
}

/// The body of `POST /orders`.
#[derive(Deserialize, ToSchema)]
pub struct NewOrder {
    pub user_id: UserId,
    pub item: String,
}

/// What a failed request returns, with its status.
#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    /// What was wrong.
    pub error: String,
}

/// Why a request failed.
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    /// No such thing.
    pub fn not_found(what: impl std::fmt::Display) -> Self {
        Self {
            status: StatusCode::NOT_FOUND,
            message: format!("no {what}"),
        }
    }
}

/// A path segment that is not the ID the route takes: axum's text, which quotes the
/// `TypedIdError`'s message.
impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            message: rejection.body_text(),
        }
    }
}

/// A body that is not the JSON the route takes, a bad ID in it included.
impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        Self {
            status: rejection.status(),
            message: rejection.body_text(),
        }
    }
}

impl From<DbErr> for ApiError {
    fn from(error: DbErr) -> Self {
        Self {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            message: format!("database: {error}"),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: self.message,
        };
        (self.status, Json(body)).into_response()
    }
}
