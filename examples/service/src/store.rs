//! Storage through SeaORM (feature `sea-orm`): the entities hold the typed IDs as they
//! are, keys and a foreign key, and SeaORM stores each as the 16 octets of its UUID (a
//! BLOB in SQLite).

use sea_orm::entity::prelude::*;
use sea_orm::{ActiveValue::Set, ConnectOptions, ConnectionTrait, Database, QueryOrder, Schema};

use crate::ids::{OrderId, UserId};

/// Users.
pub mod users {
    use sea_orm::entity::prelude::*;

    use crate::ids::UserId;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "users")]
    pub struct Model {
        // A UUID key is no auto-increment key; SeaORM guesses that from a type's name,
        // and `UserId` does not end in `Uuid`, so it is said.
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: UserId,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::orders::Entity")]
        Orders,
    }

    impl Related<super::orders::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Orders.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Orders, each of one user.
pub mod orders {
    use sea_orm::entity::prelude::*;

    use crate::ids::{OrderId, UserId};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "orders")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: OrderId,
        pub user_id: UserId,
        pub item: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::users::Entity",
            from = "Column::UserId",
            to = "super::users::Column::Id"
        )]
        User,
    }

    impl Related<super::users::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// The database the service keeps its users and orders in.
#[derive(Clone)]
pub struct Store {
    db: DatabaseConnection,
}

impl Store {
    /// Connects to the SQLite database `url` and creates the tables it lacks.
    pub async fn open(url: &str) -> Result<Self, DbErr> {
        let mut options = ConnectOptions::new(url);
        if url.contains(":memory:") || url.contains("mode=memory") {
            // An in-memory database lasts as long as a connection to it: keep one open
            // for good, where the pool's defaults would close it when idle for 10
            // minutes or 30 minutes old, and the data with it.
            options
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None);
        }
        let db = Database::connect(options).await?;
        let schema = Schema::new(db.get_database_backend());
        let mut users = schema.create_table_from_entity(users::Entity);
        let mut orders = schema.create_table_from_entity(orders::Entity);
        db.execute(users.if_not_exists()).await?;
        db.execute(orders.if_not_exists()).await?;
        Ok(Self { db })
    }

    /// A new user named `name`.
    pub async fn create_user(&self, name: String) -> Result<users::Model, DbErr> {
        let user = users::ActiveModel {
            id: Set(UserId::new()),
            name: Set(name),
        };
        user.insert(&self.db).await
    }

    /// The user `id`, if there is one.
    pub async fn user(&self, id: UserId) -> Result<Option<users::Model>, DbErr> {
        users::Entity::find_by_id(id).one(&self.db).await
    }

    /// A new order of `item` for the user `user_id`, or `None` if there is no such user.
    pub async fn create_order(
        &self,
        user_id: UserId,
        item: String,
    ) -> Result<Option<orders::Model>, DbErr> {
        if self.user(user_id).await?.is_none() {
            return Ok(None);
        }
        let order = orders::ActiveModel {
            id: Set(OrderId::new()),
            user_id: Set(user_id),
            item: Set(item),
        };
        order.insert(&self.db).await.map(Some)
    }

    /// The order `id`, if there is one.
    pub async fn order(&self, id: OrderId) -> Result<Option<orders::Model>, DbErr> {
        orders::Entity::find_by_id(id).one(&self.db).await
    }

    /// The orders of the user `id`, oldest first (v7 keys sort by time).
    pub async fn orders_of(&self, id: UserId) -> Result<Vec<orders::Model>, DbErr> {
        orders::Entity::find()
            .filter(orders::Column::UserId.eq(id))
            .order_by_asc(orders::Column::Id)
            .all(&self.db)
            .await
    }

    /// How the database holds the key of the user `id`: its type and size in bytes.
    pub async fn stored_key(&self, id: UserId) -> Result<Option<(String, i64)>, DbErr> {
        let statement = sea_orm::Statement::from_sql_and_values(
            self.db.get_database_backend(),
            "SELECT typeof(id), length(id) FROM users WHERE id = ?",
            [id.into()],
        );
        let Some(row) = self.db.query_one_raw(statement).await? else {
            return Ok(None);
        };
        Ok(Some((row.try_get_by_index(0)?, row.try_get_by_index(1)?)))
    }
}
