//! `Uuid` and typed IDs in the application layer's schemas, through the real crates: a
//! GraphQL schema with async-graphql (features `async-graphql`) and an OpenAPI document
//! with utoipa (feature `utoipa`), checked against the text the IDs write and parse.

#[path = "../fixtures/ids.rs"]
mod ids;

mod graphql;
mod openapi;
mod other_features;
mod service;
