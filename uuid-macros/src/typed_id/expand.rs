//! The code `#[derive(TypedId)]` generates.
//!
//! Everything sits in `const _: () = { ... };` and names items by absolute paths
//! (`::core::...`, the runtime through its path), so the user's names neither leak in
//! nor out. The bodies are calls into `uuid_runtime::__private`, where formatting,
//! parsing and the version check are written once for every typed ID.

use proc_macro2::{Literal, Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Index, LitStr, Member};

use super::valid::TypedId;

pub(crate) fn expand(id: &TypedId<'_>) -> TokenStream {
    let krate = &id.krate;
    let ty = id.ident;
    let inherent = inherent_items(id);
    let traits = trait_impls(id);
    let new = id.generated.map(|version| {
        let version = Literal::u8_unsuffixed(version);
        quote!(#krate::__private::impl_typed_id_new!(#ty, #version);)
    });
    quote! {
        const _: () = {
            #inherent
            #new
            #traits
            #krate::__private::impl_typed_id_integrations!(#ty);
        };
    }
}

/// `Option<u8>` for `VERSION` and the version check.
fn version_tokens(version: Option<u8>) -> TokenStream {
    if let Some(version) = version {
        let version = Literal::u8_unsuffixed(version);
        quote!(::core::option::Option::Some(#version))
    } else {
        quote!(::core::option::Option::None)
    }
}

fn inherent_items(id: &TypedId<'_>) -> TokenStream {
    let TypedId {
        krate, ident: ty, ..
    } = id;
    // Local names: a binding resolves to a constant of the same name in the user's
    // scope (hygiene does not cover items), so they are ones no one writes.
    let uuid = format_ident!("__uuid", span = Span::mixed_site());
    let err = format_ident!("__err", span = Span::mixed_site());
    let value = format_ident!("__id", span = Span::mixed_site());
    let version = version_tokens(id.version);
    let to_field = field(id, &quote!(#uuid));
    let from_uuid = if let Some(v) = id.version {
        let function = format!("{ty}::from_uuid");
        let doc = format!(
            "The `{ty}` holding `uuid`, which must be a version {v} UUID.\n\n\
                 # Panics\n\n\
                 If `uuid` has another version; in a `const` item, that is a compile error. \
                 [`try_from_uuid`](Self::try_from_uuid) returns the error instead."
        );
        quote! {
            #[doc = #doc]
            #[must_use]
            pub const fn from_uuid(#uuid: #krate::Uuid) -> Self {
                match Self::try_from_uuid(#uuid) {
                    ::core::result::Result::Ok(#value) => #value,
                    ::core::result::Result::Err(_) => {
                        #krate::__private::wrong_version(#function, #v, #uuid.version())
                    }
                }
            }
        }
    } else {
        let doc = format!("The `{ty}` holding `uuid`.");
        quote! {
            #[doc = #doc]
            #[must_use]
            pub const fn from_uuid(#uuid: #krate::Uuid) -> Self {
                #to_field
            }
        }
    };
    let as_uuid = field_ref(id);
    let try_doc = match id.version {
        Some(v) => {
            format!("The `{ty}` holding `uuid`, or an error if it is not a version {v} UUID.")
        }
        None => format!("The `{ty}` holding `uuid`; every version is accepted."),
    };
    let name_based = id.name_based.map(|(namespace, version)| {
        let namespace = Literal::u128_suffixed(namespace);
        let function = format_ident!("{}", version.runtime_constructor());
        let hash = format!("version {} ({})", version.number(), version.hash_name());
        let name = format_ident!("__name", span = Span::mixed_site());
        let namespace_doc = format!("The namespace `{ty}::from_name` derives IDs in.");
        let from_name_doc = format!(
            "The `{ty}` for `name`: the {hash} UUID of [`NAMESPACE`](Self::NAMESPACE) \
             and `name`, the same for the same name every time."
        );
        quote! {
            #[doc = #namespace_doc]
            pub const NAMESPACE: #krate::Uuid = #krate::Uuid::from_u128(#namespace);

            #[doc = #from_name_doc]
            #[must_use]
            pub const fn from_name(#name: &[::core::primitive::u8]) -> Self {
                Self::from_uuid(#krate::Uuid::#function(&Self::NAMESPACE, #name))
            }
        }
    });
    quote! {
        #[automatically_derived]
        impl #ty {
            #from_uuid

            #[doc = #try_doc]
            pub const fn try_from_uuid(
                #uuid: #krate::Uuid,
            ) -> ::core::result::Result<Self, #krate::TypedIdError> {
                match #krate::__private::typed_id::check_version(#uuid, #version) {
                    ::core::result::Result::Ok(#uuid) => {
                        ::core::result::Result::Ok(#to_field)
                    }
                    ::core::result::Result::Err(#err) => ::core::result::Result::Err(#err),
                }
            }

            /// The UUID inside.
            #[must_use]
            pub const fn as_uuid(&self) -> &#krate::Uuid {
                #as_uuid
            }

            /// The UUID inside, by value.
            #[must_use]
            pub const fn into_uuid(self) -> #krate::Uuid {
                *self.as_uuid()
            }

            #name_based
        }
    }
}

fn trait_impls(id: &TypedId<'_>) -> TokenStream {
    let TypedId {
        krate, ident: ty, ..
    } = id;
    let uuid = format_ident!("__uuid", span = Span::mixed_site());
    let value = format_ident!("__id", span = Span::mixed_site());
    let text = format_ident!("__s", span = Span::mixed_site());
    let formatter = format_ident!("__f", span = Span::mixed_site());
    let prefix = LitStr::new(&id.prefix, Span::call_site());
    let version = version_tokens(id.version);
    let from_uuid = if id.version.is_some() {
        quote! {
            #[automatically_derived]
            impl ::core::convert::TryFrom<#krate::Uuid> for #ty {
                type Error = #krate::TypedIdError;

                fn try_from(
                    #uuid: #krate::Uuid,
                ) -> ::core::result::Result<Self, #krate::TypedIdError> {
                    Self::try_from_uuid(#uuid)
                }
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            impl ::core::convert::From<#krate::Uuid> for #ty {
                fn from(#uuid: #krate::Uuid) -> Self {
                    Self::from_uuid(#uuid)
                }
            }
        }
    };
    quote! {
        #[automatically_derived]
        impl #krate::TypedId for #ty {
            const PREFIX: &'static ::core::primitive::str = #prefix;
            const VERSION: ::core::option::Option<::core::primitive::u8> = #version;

            fn try_from_uuid(
                #uuid: #krate::Uuid,
            ) -> ::core::result::Result<Self, #krate::TypedIdError> {
                Self::try_from_uuid(#uuid)
            }

            fn as_uuid(&self) -> &#krate::Uuid {
                Self::as_uuid(self)
            }

            fn into_uuid(self) -> #krate::Uuid {
                Self::into_uuid(self)
            }
        }

        #[automatically_derived]
        impl ::core::fmt::Display for #ty {
            fn fmt(&self, #formatter: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                #krate::__private::typed_id::fmt(self, #formatter)
            }
        }

        #[automatically_derived]
        impl ::core::str::FromStr for #ty {
            type Err = #krate::TypedIdError;

            fn from_str(
                #text: &::core::primitive::str,
            ) -> ::core::result::Result<Self, #krate::TypedIdError> {
                #krate::__private::typed_id::parse(#text)
            }
        }

        #from_uuid

        #[automatically_derived]
        impl ::core::convert::From<#ty> for #krate::Uuid {
            fn from(#value: #ty) -> Self {
                #ty::into_uuid(#value)
            }
        }

        #[automatically_derived]
        impl ::core::convert::AsRef<#krate::Uuid> for #ty {
            fn as_ref(&self) -> &#krate::Uuid {
                #ty::as_uuid(self)
            }
        }
    }
}

/// `Self` holding `uuid`, a `Uuid`, converted through the runtime's `field`: a
/// field of another type named `Uuid` is then an error at the field's type alone.
fn field(id: &TypedId<'_>, uuid: &TokenStream) -> TokenStream {
    let TypedId {
        krate, field_ty, ..
    } = id;
    // Spanned like the field's type throughout, so each error points there; the
    // `identity` call only makes the argument spanned so too.
    let span = field_ty.span();
    let krate = respan(krate, span);
    let value = quote_spanned!(span=>
        *#krate::__private::field::<#field_ty>(&::core::convert::identity(#uuid))
    );
    match id.member {
        Member::Named(name) => quote_spanned!(span=> Self { #name: #value }),
        Member::Unnamed(_) => quote_spanned!(span=> Self(#value)),
    }
}

/// The field, borrowed as a `&Uuid`, through the runtime's `field`.
fn field_ref(id: &TypedId<'_>) -> TokenStream {
    let TypedId {
        krate, field_ty, ..
    } = id;
    let span = field_ty.span();
    let krate = respan(krate, span);
    let member = match id.member {
        Member::Unnamed(index) => Index {
            index: index.index,
            span,
        }
        .into_token_stream(),
        Member::Named(name) => name.into_token_stream(),
    };
    quote_spanned!(span=> #krate::__private::field::<#field_ty>(&self.#member))
}

/// `tokens` with every span set to `span`.
fn respan(tokens: &TokenStream, span: Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut token| {
            token.set_span(span);
            token
        })
        .collect()
}
