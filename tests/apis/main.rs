//! `Uuid` and typed IDs in the application layer, through the real crates: a GraphQL
//! schema with async-graphql (feature `async-graphql`) and an OpenAPI document with utoipa
//! (feature `utoipa`), checked against the text the IDs write and parse; the same in a
//! user crate built with those crates' other features; and `examples/service`, which puts
//! them on a web service, run.

#[path = "../fixtures/ids.rs"]
mod ids;

mod graphql;
mod openapi;
mod other_features;
mod service;
