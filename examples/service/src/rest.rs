//! The JSON routes (axum), whose paths and bodies take typed IDs, and their OpenAPI
//! document (feature `utoipa`), in which each ID is a named schema with its TypeID
//! pattern.

use std::fmt;

use axum::extract::rejection::{JsonRejection, PathRejection};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::App;
use crate::api::{ApiError, ErrorBody, NewOrder, NewUser, Order, User};
use crate::ids::{OrderId, UserId};

/// The routes, the GraphQL endpoint and the OpenAPI document.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/users", post(create_user))
        .route("/users/{id}", get(user))
        .route("/users/{id}/orders", get(orders_of_user))
        .route("/orders", post(create_order))
        .route("/orders/{id}", get(order))
        .route("/graphql", post(crate::graphql::endpoint))
        .route("/openapi.json", get(openapi))
        .with_state(app)
}

#[derive(OpenApi)]
#[openapi(
    info(title = "uuid-runtime service example"),
    paths(create_user, user, orders_of_user, create_order, order)
)]
struct Document;

/// The OpenAPI document of the routes above.
async fn openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(Document::openapi())
}

/// The same document as JSON text, for `--openapi`.
pub fn document() -> String {
    serde_json::to_string_pretty(&Document::openapi()).unwrap_or_default()
}

/// Creates a user.
#[utoipa::path(
    post,
    path = "/users",
    request_body = NewUser,
    responses(
        (status = 201, description = "The new user.", body = User),
        (status = 422, description = "Not the body expected.", body = ErrorBody),
    )
)]
async fn create_user(
    State(app): State<App>,
    body: Result<Json<NewUser>, JsonRejection>,
) -> Result<(StatusCode, Json<User>), ApiError> {
    let Json(new) = body?;
    let user = app.store.create_user(new.name).await?;
    Ok((StatusCode::CREATED, Json(user.into())))
}

/// Reads a user.
#[utoipa::path(
    get,
    path = "/users/{id}",
    params(("id" = UserId, Path, description = "The user's ID.")),
    responses(
        (status = 200, description = "The user.", body = User),
        (status = 400, description = "Not a user's ID.", body = ErrorBody),
        (status = 404, description = "No such user.", body = ErrorBody),
    )
)]
async fn user(
    State(app): State<App>,
    id: Result<Path<UserId>, PathRejection>,
) -> Result<Json<User>, ApiError> {
    let Path(id) = id?;
    found(app.store.user(id).await?, format_args!("user {id}"))
}

/// Lists a user's orders, oldest first.
#[utoipa::path(
    get,
    path = "/users/{id}/orders",
    params(("id" = UserId, Path, description = "The user's ID.")),
    responses(
        (status = 200, description = "The user's orders.", body = [Order]),
        (status = 400, description = "Not a user's ID.", body = ErrorBody),
        (status = 404, description = "No such user.", body = ErrorBody),
    )
)]
async fn orders_of_user(
    State(app): State<App>,
    id: Result<Path<UserId>, PathRejection>,
) -> Result<Json<Vec<Order>>, ApiError> {
    let Path(id) = id?;
    if app.store.user(id).await?.is_none() {
        return Err(ApiError::not_found(format_args!("user {id}")));
    }
    let orders = app.store.orders_of(id).await?;
    Ok(Json(orders.into_iter().map(Order::from).collect()))
}

/// Creates an order for a user.
#[utoipa::path(
    post,
    path = "/orders",
    request_body = NewOrder,
    responses(
        (status = 201, description = "The new order.", body = Order),
        (status = 404, description = "No such user.", body = ErrorBody),
        (status = 422, description = "Not the body expected.", body = ErrorBody),
    )
)]
async fn create_order(
    State(app): State<App>,
    body: Result<Json<NewOrder>, JsonRejection>,
) -> Result<(StatusCode, Json<Order>), ApiError> {
    let Json(new) = body?;
    let order = app.store.create_order(new.user_id, new.item).await?;
    let order = found(order, format_args!("user {}", new.user_id))?;
    Ok((StatusCode::CREATED, order))
}

/// Reads an order.
#[utoipa::path(
    get,
    path = "/orders/{id}",
    params(("id" = OrderId, Path, description = "The order's ID.")),
    responses(
        (status = 200, description = "The order.", body = Order),
        (status = 400, description = "Not an order's ID.", body = ErrorBody),
        (status = 404, description = "No such order.", body = ErrorBody),
    )
)]
async fn order(
    State(app): State<App>,
    id: Result<Path<OrderId>, PathRejection>,
) -> Result<Json<Order>, ApiError> {
    let Path(id) = id?;
    found(app.store.order(id).await?, format_args!("order {id}"))
}

/// What was `found` as the response's body, or a 404 saying there is no `what`.
fn found<T: From<M>, M>(found: Option<M>, what: fmt::Arguments<'_>) -> Result<Json<T>, ApiError> {
    found
        .map(|model| Json(model.into()))
        .ok_or_else(|| ApiError::not_found(what))
}
