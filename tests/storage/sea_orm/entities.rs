//! The entities the tests store: typed IDs as primary keys, a nullable field and a
//! `belongs_to` foreign key; `Uuid` fields in SeaORM 2's model format, with a twin
//! entity over the same table that uses the `uuid` crate's `Uuid`; a PostgreSQL array
//! of typed IDs; and two mistakes the README warns of: a typed-ID key declared without
//! `auto_increment = false`, and a foreign key of a narrower type than its key.

/// Users: a `UserId` key (`auto_increment = false`, which a UUID key needs) and a
/// nullable `SessionId`.
pub mod users {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::{SessionId, UserId};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "users")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: UserId,
        pub name: String,
        pub session: Option<SessionId>,
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

/// Orders: an `OrderId` key, and the `UserId` of the user it belongs to.
pub mod orders {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::{OrderId, TokenId, UserId};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "orders")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: OrderId,
        pub user_id: UserId,
        pub token: TokenId,
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

/// Things, in SeaORM 2's model format, with `uuid_runtime::Uuid` fields: the explicit
/// import overrides the `uuid` crate's `Uuid` of the prelude, and the derive, which
/// knows a field typed `Uuid` by its name, makes it a key without auto-increment and a
/// typed column whose operators take `Into<uuid::Uuid>`.
pub mod things {
    use sea_orm::entity::prelude::*;
    use uuid_runtime::Uuid;

    #[sea_orm::model]
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "things")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: Uuid,
        pub parent: Option<Uuid>,
        pub label: String,
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// The same table through the `uuid` crate's `Uuid`, as SeaORM's own support has it.
pub mod legacy_things {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "things")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: Uuid,
        pub parent: Option<Uuid>,
        pub label: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Teams (PostgreSQL only): a `uuid[]` of members.
pub mod teams {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::{TokenId, UserId};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "teams")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: TokenId,
        pub members: Vec<UserId>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A `UserId` key declared without `auto_increment = false`: SeaORM then takes it for
/// an auto-increment key, because of the type's name.
pub mod forgetful {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::UserId;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "forgetful")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: UserId,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Notes on things: `thing`, a `UserId`, refers to `things.id`, any `Uuid` — a foreign
/// key narrower than the key it refers to, which the README says not to write.
pub mod notes {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::{TokenId, UserId};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "notes")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: TokenId,
        pub thing: UserId,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::things::Entity",
            from = "Column::Thing",
            to = "super::things::Column::Id"
        )]
        Thing,
    }

    impl Related<super::things::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Thing.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Keys: a `NonNilUuid` primary key and a nullable `NonNilUuid` parent.
pub mod keys {
    use sea_orm::entity::prelude::*;
    use uuid_runtime::NonNilUuid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "keys")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: NonNilUuid,
        pub parent: Option<NonNilUuid>,
        pub label: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Typed IDs over `NonNilUuid`: a `MemberId` primary key and a nullable sponsor.
pub mod members {
    use sea_orm::entity::prelude::*;

    use crate::sea_orm::ids::MemberId;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "members")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: MemberId,
        pub sponsor: Option<MemberId>,
        pub label: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
