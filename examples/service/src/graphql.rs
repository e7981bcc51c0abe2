//! The GraphQL endpoint (feature `async-graphql`): `UserId` and `OrderId` are scalars of
//! those names, arguments and fields alike, and a bad ID in an argument is an input
//! error with the `TypedIdError`'s message. Relay's `node(id: ID!)` returns a user or an
//! order from one ID, read as a `NodeId` (a `TypedIdEnum`) by its prefix.

use async_graphql::{ComplexObject, Context, EmptySubscription, ID, Object, Result, Schema, Union};
use axum::Json;
use axum::extract::State;

use crate::App;
use crate::api::{Order, User};
use crate::ids::{NodeId, OrderId, UserId};
use crate::store::Store;

pub type ServiceSchema = Schema<Query, Mutation, EmptySubscription>;

/// The schema, reading and writing `store`.
pub fn schema(store: Store) -> ServiceSchema {
    Schema::build(Query, Mutation, EmptySubscription)
        .data(store)
        .finish()
}

/// `POST /graphql`: a GraphQL request in JSON, its response in JSON.
pub async fn endpoint(
    State(app): State<App>,
    Json(request): Json<async_graphql::Request>,
) -> Json<async_graphql::Response> {
    Json(app.schema.execute(request).await)
}

pub struct Query;

#[Object]
impl Query {
    /// The user `id`, if there is one.
    async fn user(&self, context: &Context<'_>, id: UserId) -> Result<Option<User>> {
        Ok(context.data::<Store>()?.user(id).await?.map(User::from))
    }

    /// The order `id`, if there is one.
    async fn order(&self, context: &Context<'_>, id: OrderId) -> Result<Option<Order>> {
        Ok(context.data::<Store>()?.order(id).await?.map(Order::from))
    }

    /// The object `id` names, a user or an order (Relay's global object identification),
    /// if there is one; an ID of another kind is an error saying which kinds there are.
    async fn node(&self, context: &Context<'_>, id: ID) -> Result<Option<Node>> {
        let store = context.data::<Store>()?;
        Ok(match id.parse::<NodeId>()? {
            NodeId::User(id) => store.user(id).await?.map(|user| Node::User(user.into())),
            NodeId::Order(id) => store
                .order(id)
                .await?
                .map(|order| Node::Order(order.into())),
        })
    }
}

/// What `node` returns.
#[derive(Union)]
pub enum Node {
    User(User),
    Order(Order),
}

#[ComplexObject]
impl User {
    /// The user's orders, oldest first.
    async fn orders(&self, context: &Context<'_>) -> Result<Vec<Order>> {
        let orders = context.data::<Store>()?.orders_of(self.id).await?;
        Ok(orders.into_iter().map(Order::from).collect())
    }
}

pub struct Mutation;

#[Object]
impl Mutation {
    /// A new order of `item` for the user `user_id`.
    async fn create_order(
        &self,
        context: &Context<'_>,
        user_id: UserId,
        item: String,
    ) -> Result<Order> {
        let order = context.data::<Store>()?.create_order(user_id, item).await?;
        order
            .map(Order::from)
            .ok_or_else(|| format!("no user {user_id}").into())
    }
}
