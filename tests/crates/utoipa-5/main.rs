//! An application's OpenAPI document with a typed ID field, built with the utoipa its
//! manifest names: the derive compiles only if our impls are for that utoipa. Panics
//! if the document is not what the `utoipa` features promise.

use utoipa::{OpenApi, ToSchema};
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(ToSchema)]
#[allow(dead_code)]
struct User {
    id: UserId,
    key: Uuid,
}

#[derive(OpenApi)]
#[openapi(components(schemas(User)))]
struct Api;

fn main() {
    let document = serde_json::to_value(Api::openapi()).unwrap();
    let schemas = &document["components"]["schemas"];
    let properties = &schemas["User"]["properties"];
    assert_eq!(properties["id"]["$ref"], "#/components/schemas/UserId");
    assert_eq!(properties["key"]["$ref"], "#/components/schemas/Uuid");
    assert_eq!(schemas["Uuid"]["format"], "uuid");
    let pattern = schemas["UserId"]["pattern"].as_str().unwrap();
    assert!(pattern.starts_with("^user_"), "{pattern}");
    println!("{schemas}");
}
