//! async-graphql 7.x scalars for `Uuid`, `NonNilUuid` and typed IDs (feature
//! `async-graphql`): `NonNilUuid` is the scalar `NonNilUuid`, and the rest as follows.
//!
//! **GraphQL.** `Uuid` is the scalar `UUID`, the name async-graphql's own `uuid` feature
//! gives the `uuid` crate's `Uuid`. A typed ID is a scalar named after its type
//! (`UserId`), described with its prefix and version and `@specifiedBy` the TypeID
//! specification (RFC 9562 without a prefix). Its value is its text form, the TypeID
//! `user_01h455vb4pex5vsknk084sn02q`; input is a string in that form (without a prefix,
//! and for `UUID`, any of the four UUID forms). Text that is not a good ID, in a variable
//! or inline, is an input error that carries the typed ID's own message in async-graphql's
//! frame (``Failed to parse "UserId": wrong prefix: expected `user`, found `order` ``) at the
//! field that took it; a value that is not a string fails the query's validation, as it
//! does for `String`.
//!
//! ```rust
//! # fn main() {
//! # // An executor for a future that does no I/O.
//! # fn block_on<F: Future>(future: F) -> F::Output {
//! #     let mut future = std::pin::pin!(future);
//! #     let mut context = std::task::Context::from_waker(std::task::Waker::noop());
//! #     loop {
//! #         if let std::task::Poll::Ready(output) = future.as_mut().poll(&mut context) {
//! #             return output;
//! #         }
//! #     }
//! # }
//! use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! struct Query;
//!
//! #[Object]
//! impl Query {
//!     async fn user(&self, id: UserId) -> UserId {
//!         id
//!     }
//! }
//!
//! let schema = Schema::new(Query, EmptyMutation, EmptySubscription);
//! assert!(schema.sdl().contains(
//!     "A TypeID with the prefix `user`: `user_` and 26 lowercase base32 digits, \
//!      holding a version 7 UUID.\n\"\"\"\nscalar UserId\n"
//! ));
//!
//! let good = block_on(schema.execute(r#"{ user(id: "user_01h455vb4pex5vsknk084sn02q") }"#));
//! assert_eq!(good.data.to_string(), r#"{user: "user_01h455vb4pex5vsknk084sn02q"}"#);
//!
//! let bad = block_on(schema.execute(r#"{ user(id: "order_01h455vb4pex5vsknk084sn02q") }"#));
//! assert_eq!(
//!     bad.errors[0].message,
//!     "Failed to parse \"UserId\": wrong prefix: expected `user`, found `order`"
//! );
//! # }
//! ```
//!
//! A scalar's name is its type's, and async-graphql 7 does not check scalars for clashing
//! names as it does objects: types of one name share one scalar in the schema, described
//! by whichever was registered first, each still reading its own input. So:
//!
//! - **`Uuid` and the `uuid` crate's `Uuid`** (async-graphql's `uuid` feature) can meet in
//!   one schema: both are `UUID`, and both read the same four text forms and write the same
//!   hyphenated text; only the description and the wording of a parse error differ. For
//!   one description and one wording, convert the `uuid` crate's values at the resolvers
//!   (feature `uuid`: `Uuid::from`, free both ways).
//! - **Two typed IDs of one name** in different modules (`billing::AccountId`,
//!   `auth::AccountId`) would be one scalar, its description a lie for one of them: rename
//!   one type, or give it a scalar of its own with async-graphql's `NewType` derive, whose
//!   doc comment becomes the description and which reads and writes through the typed ID:
//!
//! ```rust
//! # fn main() {
//! # mod billing {
//! #     #[derive(uuid_runtime::TypedId)]
//! #     #[typed_id(prefix = "invoice_account")]
//! #     pub struct AccountId(uuid_runtime::Uuid);
//! # }
//! /// An invoice account: `invoice_account_` and 26 lowercase base32 digits.
//! #[derive(async_graphql::NewType)]
//! #[graphql(name = "BillingAccountId")]
//! struct BillingAccountId(billing::AccountId);
//! # }
//! ```
//!
//! The impls work with async-graphql's `boxed-trait` feature on or off (both are tested).
//! The typed IDs' `OutputType` comes from the macro async-graphql writes its own scalars
//! with, which names `::std`: a `#![no_std]` crate whose typed IDs get this feature needs

// `ScalarType` and `InputType` are written here. `OutputType` comes from async-graphql's
// own `scalar_internal_output!`, the macro behind its public `scalar!`: since 7.0.12 the
// trait's `resolve` is an `async_trait` method or a plain `impl Future` one depending on
// async-graphql's `boxed-trait` feature, which a crate cannot see, and that macro is
// defined for whichever is on.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt::Display;
use core::str::FromStr;

use async_graphql::registry::Registry;
use async_graphql::{InputType, InputValueError, InputValueResult, OutputType, ScalarType, Value};

use super::text_form::{self, NON_NIL_DESCRIPTION, RFC_9562, description};
use crate::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::async_graphql::…`.
#[doc(hidden)]
pub use ::async_graphql;

/// What `UUID` is, in the schema.
const UUID_DESCRIPTION: &str = "A UUID (RFC 9562), written in the hyphenated form; input \
    may also be in the simple, braced or URN form.";

impl ScalarType for Uuid {
    fn parse(value: Value) -> InputValueResult<Self> {
        parse(value)
    }

    fn is_valid(value: &Value) -> bool {
        is_valid(value)
    }

    fn to_value(&self) -> Value {
        to_value(self)
    }
}

impl InputType for Uuid {
    type RawValueType = Self;

    fn type_name() -> Cow<'static, str> {
        Cow::Borrowed("UUID")
    }

    fn create_type_info(registry: &mut Registry) -> String {
        create_type_info::<Self>(registry)
    }

    fn parse(value: Option<Value>) -> InputValueResult<Self> {
        parse_input(value)
    }

    fn to_value(&self) -> Value {
        to_value(self)
    }

    fn as_raw_value(&self) -> Option<&Self> {
        Some(self)
    }
}

async_graphql::scalar_internal_output!(
    Uuid,
    "UUID",
    Some(UUID_DESCRIPTION.into()),
    Some(RFC_9562.into())
);

// Reading the nil UUID is an input error carrying the `Error`'s message.
// A scalar of its own (`NonNilUuid`), since a `UUID` may be nil.
crate::__impl_typed_id_async_graphql!(
    @scalar NonNilUuid,
    Some(String::from(NON_NIL_DESCRIPTION)),
    Some(String::from(RFC_9562))
);

/// The body of `ScalarType::parse`: a string in the text form, else the parser's error.
#[doc(hidden)]
pub fn parse<T: InputType + FromStr<Err: Display>>(value: Value) -> InputValueResult<T> {
    match value {
        Value::String(text) => text.parse().map_err(InputValueError::custom),
        other => Err(InputValueError::expected_type(other)),
    }
}

/// The body of `ScalarType::is_valid`, which async-graphql asks while validating a
/// query's literals: any string, so that bad text reaches [`parse`] and its message; any
/// other value is refused there, as for `String`.
#[doc(hidden)]
pub fn is_valid(value: &Value) -> bool {
    matches!(value, Value::String(_))
}

/// The body of `ScalarType::to_value` and `InputType::to_value`: the text form.
#[doc(hidden)]
pub fn to_value<T: Display>(id: &T) -> Value {
    Value::String(id.to_string())
}

/// The body of `InputType::parse`: a missing value is read as `null`, an error.
#[doc(hidden)]
pub fn parse_input<T: ScalarType + InputType>(value: Option<Value>) -> InputValueResult<T> {
    <T as ScalarType>::parse(value.unwrap_or_default())
}

/// The body of `InputType::create_type_info`: a scalar is registered alike as an input
/// and an output type, so the output type's registration serves both.
#[doc(hidden)]
pub fn create_type_info<T: OutputType>(registry: &mut Registry) -> String {
    T::create_type_info(registry)
}

/// A typed ID's description in the schema.
#[doc(hidden)]
pub fn typed_id_description<T: TypedId>() -> Option<String> {
    Some(description::<T>())
}

/// A typed ID's `@specifiedBy` URL: the specification of its format (TypeID, ULID,
/// RFC 4648's base64url...), none for base62.
#[doc(hidden)]
pub fn specified_by<T: TypedId>() -> Option<String> {
    text_form::specified_by::<T>().map(Into::into)
}

/// async-graphql's scalar traits for a typed ID, through the functions above; the scalar's
/// name is the type's.
///
/// async-graphql's `scalar_internal_output!` binds `registry`, `value` and `_field`, which a
/// constant of the user's of the same name would capture: the functions declared beside it
/// shadow any such constant (a binding may shadow a function).
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_async_graphql {
    ($ty:ident, version = [$($version:tt)?]) => {
        $crate::__impl_typed_id_async_graphql!(
            @scalar $ty,
            $crate::integrations::async_graphql::typed_id_description::<$ty>(),
            $crate::integrations::async_graphql::specified_by::<$ty>()
        );
    };
    (@scalar $ty:ident, $description:expr, $specified_by:expr) => {
        #[automatically_derived]
        impl $crate::integrations::async_graphql::async_graphql::ScalarType for $ty {
            fn parse(
                __value: $crate::integrations::async_graphql::async_graphql::Value,
            ) -> $crate::integrations::async_graphql::async_graphql::InputValueResult<Self> {
                $crate::integrations::async_graphql::parse(__value)
            }

            fn is_valid(
                __value: &$crate::integrations::async_graphql::async_graphql::Value,
            ) -> ::core::primitive::bool {
                $crate::integrations::async_graphql::is_valid(__value)
            }

            fn to_value(&self) -> $crate::integrations::async_graphql::async_graphql::Value {
                $crate::integrations::async_graphql::to_value(self)
            }
        }

        #[automatically_derived]
        impl $crate::integrations::async_graphql::async_graphql::InputType for $ty {
            type RawValueType = Self;

            fn type_name() -> $crate::integrations::Cow<'static, ::core::primitive::str> {
                $crate::integrations::Cow::Borrowed(::core::stringify!($ty))
            }

            fn create_type_info(
                __registry: &mut $crate::integrations::async_graphql::async_graphql::registry::Registry,
            ) -> $crate::integrations::String {
                $crate::integrations::async_graphql::create_type_info::<Self>(__registry)
            }

            fn parse(
                __value: ::core::option::Option<$crate::integrations::async_graphql::async_graphql::Value>,
            ) -> $crate::integrations::async_graphql::async_graphql::InputValueResult<Self> {
                $crate::integrations::async_graphql::parse_input(__value)
            }

            fn to_value(&self) -> $crate::integrations::async_graphql::async_graphql::Value {
                $crate::integrations::async_graphql::to_value(self)
            }

            fn as_raw_value(&self) -> ::core::option::Option<&Self> {
                ::core::option::Option::Some(self)
            }
        }

        const _: () = {
            #[allow(dead_code)]
            fn registry() {}
            #[allow(dead_code)]
            fn value() {}
            #[allow(dead_code)]
            fn _field() {}

            $crate::integrations::async_graphql::async_graphql::scalar_internal_output!(
                $ty,
                ::core::stringify!($ty),
                $description,
                $specified_by
            );
        };
    };
}

/// A `TypedIdEnum`'s description in the schema: the types it may hold, by their prefixes.
#[doc(hidden)]
pub fn typed_id_enum_description<T: TypedIdEnum>(types: &[&str]) -> Option<String> {
    Some(alloc::format!(
        "An ID of one of the types {}, told apart by its prefix ({}): the text of that \
         type's ID.",
        types.join(", "),
        T::PREFIXES.join(", ")
    ))
}

/// async-graphql's scalar traits for a `TypedIdEnum`, as for a typed ID; the scalar's name
/// is the enum's, and its value the text of the ID it holds.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_async_graphql {
    ($ty:ident, [$($vty:ty),+]) => {
        $crate::__impl_typed_id_async_graphql!(
            @scalar $ty,
            $crate::integrations::async_graphql::typed_id_enum_description::<$ty>(
                &[$(::core::stringify!($vty)),+],
            ),
            ::core::option::Option::None
        );
    };
}
