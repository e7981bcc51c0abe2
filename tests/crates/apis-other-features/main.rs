//! Prints one JSON object: the OpenAPI document of a schema holding a `Uuid` and a typed
//! ID, and a GraphQL schema's SDL and responses to a good and a bad ID, built with
//! utoipa's `uuid` feature and async-graphql's `boxed-trait`.

use std::pin::pin;
use std::task::{Context, Poll, Waker};

use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};
use serde_json::json;
use utoipa::{OpenApi, ToSchema};
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(ToSchema)]
#[allow(dead_code)]
struct Account {
    key: Uuid,
    id: UserId,
}

#[derive(OpenApi)]
#[openapi(components(schemas(Account)))]
struct Api;

struct Query;

#[Object]
impl Query {
    async fn user(&self, id: UserId) -> UserId {
        id
    }

    async fn key(&self, key: Uuid) -> Uuid {
        key
    }
}

/// The output of `future`, which does no I/O: polled until it is ready.
fn block_on<F: Future>(future: F) -> F::Output {
    let mut future = pin!(future);
    let mut context = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut context) {
            return output;
        }
    }
}

fn main() {
    let schema = Schema::new(Query, EmptyMutation, EmptySubscription);
    let good = block_on(schema.execute(
        r#"{ user(id: "user_01h455vb4pex5vsknk084sn02q") key(key: "{01890A5D-AC96-774B-BCCE-B302099A8057}") }"#,
    ));
    let bad = block_on(schema.execute(r#"{ user(id: "order_01h455vb4pex5vsknk084sn02q") }"#));
    let report = json!({
        "openapi": Api::openapi(),
        "sdl": schema.sdl(),
        "good": good,
        "bad": bad,
    });
    println!("{report}");
}
