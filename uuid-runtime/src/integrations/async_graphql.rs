//! async-graphql 7.x scalars for `Uuid`, `NonNilUuid` and typed IDs (feature
//! `async-graphql`): `Uuid` is the scalar `UUID`, as async-graphql's own `uuid` feature
//! names `uuid::Uuid`, and `NonNilUuid` the scalar `NonNilUuid`; a typed ID
//! is a scalar named after its type (`UserId`), described with its prefix and version,
//! whose value is its text form. Input is a string in that form: anything else is an
//! input error carrying the parser's message (a [`TypedIdError`]'s for a typed ID).
//!
//! `ScalarType` and `InputType` are written here. `OutputType` comes from async-graphql's
//! own `scalar_internal_output!`, the macro behind its public `scalar!`: since 7.0.12 the
//! trait's `resolve` is an `async_trait` method or a plain `impl Future` one depending on
//! async-graphql's `boxed-trait` feature, which a crate cannot see, and that macro is
//! defined for whichever is on.
//!
//! [`TypedIdError`]: crate::TypedIdError

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt::Display;
use core::str::FromStr;

use async_graphql::registry::Registry;
use async_graphql::{InputType, InputValueError, InputValueResult, OutputType, ScalarType, Value};

use super::text_form::{self, NON_NIL_DESCRIPTION, RFC_9562, description};
use crate::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

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

// Reading the nil UUID is an input error carrying the `NilUuidError`'s message.
// A scalar of its own (`NonNilUuid`), since a `UUID` may be nil.
crate::__impl_typed_id_async_graphql!(
    @scalar NonNilUuid,
    Some(String::from(NON_NIL_DESCRIPTION)),
    Some(String::from(RFC_9562))
);

/// The body of `ScalarType::parse`: a string in the text form, else the parser's error.
pub fn parse<T: InputType + FromStr<Err: Display>>(value: Value) -> InputValueResult<T> {
    match value {
        Value::String(text) => text.parse().map_err(InputValueError::custom),
        other => Err(InputValueError::expected_type(other)),
    }
}

/// The body of `ScalarType::is_valid`, which async-graphql asks while validating a
/// query's literals: any string, so that bad text reaches [`parse`] and its message; any
/// other value is refused there, as for `String`.
pub fn is_valid(value: &Value) -> bool {
    matches!(value, Value::String(_))
}

/// The body of `ScalarType::to_value` and `InputType::to_value`: the text form.
pub fn to_value<T: Display>(id: &T) -> Value {
    Value::String(id.to_string())
}

/// The body of `InputType::parse`: a missing value is read as `null`, an error.
pub fn parse_input<T: ScalarType + InputType>(value: Option<Value>) -> InputValueResult<T> {
    <T as ScalarType>::parse(value.unwrap_or_default())
}

/// The body of `InputType::create_type_info`: a scalar is registered alike as an input
/// and an output type, so the output type's registration serves both.
pub fn create_type_info<T: OutputType>(registry: &mut Registry) -> String {
    T::create_type_info(registry)
}

/// A typed ID's description in the schema.
pub fn typed_id_description<T: TypedId>() -> Option<String> {
    Some(description::<T>())
}

/// A typed ID's `@specifiedBy` URL: the specification of its format (TypeID, ULID,
/// RFC 4648's base64url...), none for base62.
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
    ($ty:ident) => {
        $crate::__impl_typed_id_async_graphql!(
            @scalar $ty,
            $crate::__private::async_graphql_impl::typed_id_description::<$ty>(),
            $crate::__private::async_graphql_impl::specified_by::<$ty>()
        );
    };
    (@scalar $ty:ident, $description:expr, $specified_by:expr) => {
        #[automatically_derived]
        impl $crate::__private::async_graphql::ScalarType for $ty {
            fn parse(
                __value: $crate::__private::async_graphql::Value,
            ) -> $crate::__private::async_graphql::InputValueResult<Self> {
                $crate::__private::async_graphql_impl::parse(__value)
            }

            fn is_valid(
                __value: &$crate::__private::async_graphql::Value,
            ) -> ::core::primitive::bool {
                $crate::__private::async_graphql_impl::is_valid(__value)
            }

            fn to_value(&self) -> $crate::__private::async_graphql::Value {
                $crate::__private::async_graphql_impl::to_value(self)
            }
        }

        #[automatically_derived]
        impl $crate::__private::async_graphql::InputType for $ty {
            type RawValueType = Self;

            fn type_name() -> $crate::__private::Cow<'static, ::core::primitive::str> {
                $crate::__private::Cow::Borrowed(::core::stringify!($ty))
            }

            fn create_type_info(
                __registry: &mut $crate::__private::async_graphql::registry::Registry,
            ) -> $crate::__private::String {
                $crate::__private::async_graphql_impl::create_type_info::<Self>(__registry)
            }

            fn parse(
                __value: ::core::option::Option<$crate::__private::async_graphql::Value>,
            ) -> $crate::__private::async_graphql::InputValueResult<Self> {
                $crate::__private::async_graphql_impl::parse_input(__value)
            }

            fn to_value(&self) -> $crate::__private::async_graphql::Value {
                $crate::__private::async_graphql_impl::to_value(self)
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

            $crate::__private::async_graphql::scalar_internal_output!(
                $ty,
                ::core::stringify!($ty),
                $description,
                $specified_by
            );
        };
    };
}

/// A `TypedIdEnum`'s description in the schema: the types it may hold, by their prefixes.
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
            $crate::__private::async_graphql_impl::typed_id_enum_description::<$ty>(
                &[$(::core::stringify!($vty)),+],
            ),
            ::core::option::Option::None
        );
    };
}
