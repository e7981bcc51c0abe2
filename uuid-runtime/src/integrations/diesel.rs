//! What diesel 2.3 asks of a column type besides `ToSql`/`FromSql`, for `Uuid` and typed
//! IDs, shared by the `diesel-postgres`, `diesel-sqlite` and `diesel-mysql` features:
//! `AsExpression` (what `#[derive(AsExpression)]` writes, so values bind in queries and
//! `Insertable` structs) and `Queryable` (what `#[derive(FromSqlRow)]` writes, so they
//! load into `Queryable`/`Selectable` structs).
//!
//! `AsExpression` is per SQL type, whatever the backend: SQLite and MySQL share
//! `Binary`'s, written once here when either feature is on.

/// What the expansions of the diesel features' macros name, as
/// `$crate::integrations::diesel::diesel::…`.
#[doc(hidden)]
pub use ::diesel;

use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql};
use diesel::serialize::{self, Output, ToSql};

use super::storage;
use crate::{Uuid, UuidValue};

/// The body of a typed ID's (and `NonNilUuid`'s) `to_sql` as `ST` on `DB`: the UUID's,
/// its octets borrowed where `T` holds them, copied where it does not.
#[doc(hidden)]
pub fn to_sql<'b, T: UuidValue, ST, DB: Backend>(
    id: &'b T,
    out: &mut Output<'b, '_, DB>,
) -> serialize::Result
where
    Uuid: ToSql<ST, DB>,
{
    ToSql::<ST, DB>::to_sql(id.as_uuid(), out)
}

/// The body of a typed ID's (and `NonNilUuid`'s) `from_sql` as `ST` on `DB`: the UUID,
/// then `T`'s check (not nil, the version).
#[doc(hidden)]
pub fn from_sql<T: UuidValue, ST, DB: Backend>(value: DB::RawValue<'_>) -> deserialize::Result<T>
where
    Uuid: FromSql<ST, DB>,
{
    storage::adopt(<Uuid as FromSql<ST, DB>>::from_sql(value)?)
}

// `Uuid` as diesel's `Binary`, for SQLite and MySQL alike.
#[cfg(feature = "_diesel-binary")]
crate::__impl_diesel_sql_type!(@expression crate::Uuid, diesel::sql_types::Binary);
#[cfg(feature = "_diesel-binary")]
crate::__impl_diesel_sql_type!(@expression crate::NonNilUuid, diesel::sql_types::Binary);

/// A typed ID as diesel's `Binary`, for SQLite and MySQL alike.
#[cfg(feature = "_diesel-binary")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_diesel_binary {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_diesel_sql_type!(@expression $ty, $crate::integrations::diesel::diesel::sql_types::Binary);
    };
}

/// The impls a column type needs, in parts:
///
/// - `@typed_id $ty, $sql_type, $backend`: a typed ID's `ToSql` and `FromSql` for diesel's
///   `sql_types::$sql_type` and the backend `$backend` (a path in diesel), through
///   `to_sql` and `from_sql` above, then `@backend`;
/// - `@backend $ty, $sql_type, $backend`: `ToSql<Nullable<$sql_type>, $backend>` and
///   `Queryable<$sql_type, $backend>`, for a `$ty` that implements `ToSql` and `FromSql`
///   for `$sql_type` and `$backend`;
/// - `@expression $ty, $sql_type`: `AsExpression` for `$ty`, `&$ty` and `&&$ty` as
///   `$sql_type` and `Nullable<$sql_type>`, once per SQL type whatever the backends.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_diesel_sql_type {
    (@typed_id $ty:ident, $sql_type:ident, $($backend:ident)::+) => {
        $crate::__impl_diesel_sql_type!(
            @typed_id $ty,
            $crate::integrations::diesel::diesel::sql_types::$sql_type,
            $crate::integrations::diesel::diesel::$($backend)::+
        );
    };
    (@typed_id $ty:ident, $sql_type:ty, $backend:ty) => {
        $crate::__impl_diesel_sql_type!(
            @to_sql $ty, $sql_type, $backend,
            $crate::integrations::diesel::to_sql::<Self, $sql_type, $backend>
        );

        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::deserialize::FromSql<$sql_type, $backend> for $ty {
            fn from_sql(
                __value: <$backend as $crate::integrations::diesel::diesel::backend::Backend>::RawValue<'_>,
            ) -> $crate::integrations::diesel::diesel::deserialize::Result<Self> {
                $crate::integrations::diesel::from_sql::<Self, $sql_type, $backend>(__value)
            }
        }

        $crate::__impl_diesel_sql_type!(@backend $ty, $sql_type, $backend);
    };
    (@expression $ty:ty, $sql_type:ty) => {
        $crate::__impl_diesel_sql_type!(@bind $ty, $sql_type);
        $crate::__impl_diesel_sql_type!(
            @bind $ty,
            $crate::integrations::diesel::diesel::sql_types::Nullable<$sql_type>
        );
    };
    (@backend $ty:ty, $sql_type:ty, $backend:ty) => {
        $crate::__impl_diesel_sql_type!(
            @to_sql $ty,
            $crate::integrations::diesel::diesel::sql_types::Nullable<$sql_type>,
            $backend,
            <Self as $crate::integrations::diesel::diesel::serialize::ToSql<$sql_type, $backend>>::to_sql
        );

        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::deserialize::Queryable<$sql_type, $backend> for $ty {
            type Row = Self;

            fn build(__row: Self) -> $crate::integrations::diesel::diesel::deserialize::Result<Self> {
                ::core::result::Result::Ok(__row)
            }
        }
    };
    // `ToSql<$sql_type, $backend>` through `$write(self, out)`. diesel's `ToSql` requires
    // `Debug`, which typed IDs leave to their author: the bound, not checked until the impl
    // is used (`for<'a>` makes it so), keeps one without `Debug` compiling; it only cannot
    // be bound in a query.
    (@to_sql $ty:ty, $sql_type:ty, $backend:ty, $write:expr) => {
        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::serialize::ToSql<$sql_type, $backend> for $ty
        where
            for<'a> $ty: ::core::fmt::Debug,
        {
            fn to_sql<'b>(
                &'b self,
                __out: &mut $crate::integrations::diesel::diesel::serialize::Output<'b, '_, $backend>,
            ) -> $crate::integrations::diesel::diesel::serialize::Result {
                $write(self, __out)
            }
        }
    };
    (@bind $ty:ty, $sql_type:ty) => {
        $crate::__impl_diesel_sql_type!(@bind_one [] $ty, $sql_type);
        $crate::__impl_diesel_sql_type!(@bind_one ['a] &'a $ty, $sql_type);
        $crate::__impl_diesel_sql_type!(@bind_one ['a, 'b] &'a &'b $ty, $sql_type);
    };
    (@bind_one [$($lifetime:lifetime),*] $self:ty, $sql_type:ty) => {
        #[automatically_derived]
        impl<$($lifetime),*> $crate::integrations::diesel::diesel::expression::AsExpression<$sql_type>
            for $self
        {
            type Expression = $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound<
                $sql_type,
                Self,
            >;

            fn as_expression(self) -> Self::Expression {
                $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound::new(self)
            }
        }
    };
}
