//! What every text form's adapter has, written once: the type, its constructors and
//! conversions, its `const` and run-time parsers, and the methods on `Uuid` that make
//! and borrow it. `mod.rs` and `compact.rs` add each form's encoders.

/// The `uuid` crate's encoders take any buffer long enough for the form (as
/// [`Uuid::encode_buffer`](crate::Uuid::encode_buffer) is for every form), and panic on
/// a shorter one: the form's first `N` bytes of `buf`, or that panic.
#[inline]
#[track_caller]
pub(super) fn prefix_of<'buf, const N: usize>(
    buf: &'buf mut [u8],
    form: &str,
) -> &'buf mut [u8; N] {
    let found = buf.len();
    match buf.get_mut(..N) {
        Some(prefix) => prefix.try_into().unwrap_or_else(|_| unreachable!()),
        None => panic!(
            "{form}: a buffer of {found} bytes is shorter than the form's {N} \
             (`Uuid::encode_buffer()` holds every form)"
        ),
    }
}

/// The same for a buffer of `MaybeUninit<u8>`: written with the form's `N` bytes of
/// `ascii`, and returned as the text they are.
#[inline]
#[track_caller]
#[allow(unsafe_code)]
pub(super) fn write_uninit<'buf, const N: usize>(
    buf: &'buf mut [core::mem::MaybeUninit<u8>],
    ascii: &[u8; N],
    form: &str,
) -> &'buf mut str {
    let found = buf.len();
    let Some(prefix) = buf.get_mut(..N) else {
        panic!(
            "{form}: a buffer of {found} bytes is shorter than the form's {N} \
             (`Uuid::encode_buffer()` holds every form)"
        )
    };
    for (slot, &byte) in prefix.iter_mut().zip(ascii) {
        slot.write(byte);
    }
    // SAFETY: the loop initialised all `N` bytes of `prefix` with `ascii`, which the
    // forms' encoders write as ASCII: valid UTF-8. `MaybeUninit<u8>` has `u8`'s layout,
    // and the borrow keeps `buf`'s lifetime.
    unsafe { super::ascii_str(&mut *(core::ptr::from_mut(prefix) as *mut [u8])) }
}

/// The items every adapter has: `$name` over a `Uuid`, of `$len` characters, made by
/// `Uuid::$method` (borrowed by `Uuid::$as_method`), read in `const` by `$read` and at
/// run time by `$read_fast`.
macro_rules! adapter {
    (
        $(#[$doc:meta])*
        $name:ident, $method:ident, $as_method:ident, $len:literal,
        read = $read:path, read_fast = $read_fast:path, example = $example:literal $(,)?
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(transparent)]
        pub struct $name(Uuid);

        impl $name {
            /// The length of the form, in characters (and bytes: it is ASCII).
            ///
            /// ```
            #[doc = concat!("assert_eq!(uuid_runtime::fmt::", stringify!($name), "::LENGTH, ", stringify!($len), ");")]
            #[doc = concat!("assert_eq!(uuid_runtime::Uuid::MAX.", stringify!($method), "().to_string().len(), ", stringify!($len), ");")]
            /// ```
            pub const LENGTH: usize = $len;

            #[doc = concat!("The `", stringify!($name), "` form of `uuid`.")]
            ///
            /// ```
            #[doc = concat!("use uuid_runtime::{fmt::", stringify!($name), ", Uuid};")]
            ///
            #[doc = concat!("let form = ", stringify!($name), "::from_uuid(Uuid::NAMESPACE_DNS);")]
            #[doc = concat!("assert_eq!(form.to_string(), \"", $example, "\");")]
            /// ```
            #[inline]
            pub const fn from_uuid(uuid: Uuid) -> Self {
                Self(uuid)
            }

            /// The UUID, borrowed.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("let form = Uuid::NAMESPACE_DNS.", stringify!($method), "();")]
            /// assert_eq!(form.as_uuid(), &Uuid::NAMESPACE_DNS);
            /// ```
            #[inline]
            pub const fn as_uuid(&self) -> &Uuid {
                &self.0
            }

            /// The UUID.
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().into_uuid(), Uuid::NAMESPACE_DNS);")]
            /// ```
            #[inline]
            pub const fn into_uuid(self) -> Uuid {
                self.0
            }

            #[doc = concat!("Reads this form only (in either case where it has two), in `const`: what `FromStr` reads, with the same errors; another form is an error that names this one.")]
            ///
            /// ```
            #[doc = concat!("use uuid_runtime::{fmt::", stringify!($name), ", Uuid};")]
            ///
            #[doc = concat!("const FORM: ", stringify!($name), " = match ", stringify!($name), "::try_parse(\"", $example, "\") {")]
            ///     Ok(form) => form,
            ///     Err(_) => panic!("not this form"),
            /// };
            /// assert_eq!(FORM.into_uuid(), Uuid::NAMESPACE_DNS);
            /// ```
            #[inline]
            pub const fn try_parse(s: &str) -> Result<Self, Error> {
                match $read(s) {
                    Ok(uuid) => Ok(Self(uuid)),
                    Err(err) => Err(err),
                }
            }
        }

        impl Uuid {
            #[doc = concat!("This UUID in the `", stringify!($name), "` form, for formatting.")]
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            #[doc = concat!("assert_eq!(Uuid::NAMESPACE_DNS.", stringify!($method), "().to_string(), \"", $example, "\");")]
            /// ```
            #[inline]
            pub const fn $method(self) -> $name {
                $name(self)
            }

            #[doc = concat!("This UUID, borrowed as its `", stringify!($name), "` form (`", stringify!($name), "` is `#[repr(transparent)]` over `Uuid`).")]
            ///
            /// ```
            /// use uuid_runtime::Uuid;
            ///
            /// let id = Uuid::NAMESPACE_DNS;
            #[doc = concat!("assert_eq!(id.", stringify!($as_method), "().to_string(), \"", $example, "\");")]
            /// ```
            #[inline]
            #[allow(unsafe_code)]
            pub const fn $as_method(&self) -> &$name {
                // SAFETY: the adapter is `#[repr(transparent)]` over `Uuid`: the same
                // size, alignment and validity; the borrow keeps `self`'s lifetime.
                unsafe { &*core::ptr::from_ref(self).cast::<$name>() }
            }
        }

        #[doc = concat!("Reads this form only, at run time; [`", stringify!($name), "::try_parse`] in `const`.")]
        ///
        /// ```
        #[doc = concat!("let form: uuid_runtime::fmt::", stringify!($name), " = \"", $example, "\".parse()?;")]
        /// assert_eq!(form.into_uuid(), uuid_runtime::Uuid::NAMESPACE_DNS);
        /// # Ok::<(), uuid_runtime::Error>(())
        /// ```
        impl FromStr for $name {
            type Err = Error;

            #[inline]
            fn from_str(s: &str) -> Result<Self, Error> {
                $read_fast(s).map(Self)
            }
        }

        impl From<Uuid> for $name {
            #[inline]
            fn from(uuid: Uuid) -> Self {
                Self(uuid)
            }
        }

        impl From<$name> for Uuid {
            #[inline]
            fn from(form: $name) -> Self {
                form.0
            }
        }

        impl AsRef<Uuid> for $name {
            #[inline]
            fn as_ref(&self) -> &Uuid {
                &self.0
            }
        }

        impl core::borrow::Borrow<Uuid> for $name {
            #[inline]
            fn borrow(&self) -> &Uuid {
                &self.0
            }
        }
    };
}
