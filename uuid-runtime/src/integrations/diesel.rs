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
    ($ty:ident) => {
        $crate::__impl_diesel_sql_type!(@expression $ty, $crate::integrations::diesel::diesel::sql_types::Binary);
    };
}

/// The impls a column type needs, in parts:
///
/// - `@typed_id $ty, $sql_type, $backend, $value, $module`: a typed ID's `ToSql` and
///   `FromSql` for `$sql_type` and `$backend`, through the `to_sql` and `from_sql` of
///   the backend's integration module, `$crate::integrations::$module`, then `@backend`;
/// - `@backend $ty, $sql_type, $backend`: `ToSql<Nullable<$sql_type>, $backend>` and
///   `Queryable<$sql_type, $backend>`, for a `$ty` that implements `ToSql` and `FromSql`
///   for `$sql_type` and `$backend`;
/// - `@expression $ty, $sql_type`: `AsExpression` for `$ty`, `&$ty` and `&&$ty` as
///   `$sql_type` and `Nullable<$sql_type>`, once per SQL type whatever the backends.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_diesel_sql_type {
    (@typed_id $ty:ident, $sql_type:ty, $backend:ty, $value:ty, $module:ident) => {
        // `ToSql: Debug`: see below.
        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::serialize::ToSql<$sql_type, $backend> for $ty
        where
            for<'a> $ty: ::core::fmt::Debug,
        {
            fn to_sql<'b>(
                &'b self,
                __out: &mut $crate::integrations::diesel::diesel::serialize::Output<'b, '_, $backend>,
            ) -> $crate::integrations::diesel::diesel::serialize::Result {
                $crate::integrations::$module::to_sql(self, __out)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::deserialize::FromSql<$sql_type, $backend> for $ty {
            fn from_sql(
                __value: $value,
            ) -> $crate::integrations::diesel::diesel::deserialize::Result<Self> {
                $crate::integrations::$module::from_sql(__value)
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

        // diesel's `ToSql` requires `Debug`, which typed IDs leave to their author. The
        // bound, not checked until the impl is used (`for<'a>` makes it so), keeps one
        // without `Debug` compiling: it only cannot be bound in a query.
        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::serialize::ToSql<
            $crate::integrations::diesel::diesel::sql_types::Nullable<$sql_type>,
            $backend,
        > for $ty
        where
            for<'a> $ty: ::core::fmt::Debug,
        {
            fn to_sql<'b>(
                &'b self,
                __out: &mut $crate::integrations::diesel::diesel::serialize::Output<'b, '_, $backend>,
            ) -> $crate::integrations::diesel::diesel::serialize::Result {
                $crate::integrations::diesel::diesel::serialize::ToSql::<$sql_type, $backend>::to_sql(
                    self, __out,
                )
            }
        }

        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::deserialize::Queryable<$sql_type, $backend> for $ty {
            type Row = Self;

            fn build(__row: Self) -> $crate::integrations::diesel::diesel::deserialize::Result<Self> {
                ::core::result::Result::Ok(__row)
            }
        }
    };
    (@bind $ty:ty, $sql_type:ty) => {
        #[automatically_derived]
        impl $crate::integrations::diesel::diesel::expression::AsExpression<$sql_type> for $ty {
            type Expression = $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound<
                $sql_type,
                Self,
            >;

            fn as_expression(self) -> Self::Expression {
                $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound::new(self)
            }
        }

        #[automatically_derived]
        impl<'a> $crate::integrations::diesel::diesel::expression::AsExpression<$sql_type> for &'a $ty {
            type Expression = $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound<
                $sql_type,
                Self,
            >;

            fn as_expression(self) -> Self::Expression {
                $crate::integrations::diesel::diesel::internal::derives::as_expression::Bound::new(self)
            }
        }

        #[automatically_derived]
        impl<'a, 'b> $crate::integrations::diesel::diesel::expression::AsExpression<$sql_type>
            for &'a &'b $ty
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
