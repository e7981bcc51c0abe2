//! rkyv 0.8 (feature `rkyv`): `Archive`, `Serialize` and `Deserialize` for [`Uuid`],
//! [`NonNilUuid`] and typed IDs, for zero-copy archives.
//!
//! With the feature `rkyv` (rkyv 0.8), `Uuid`, `NonNilUuid` and every typed ID are
//! `Archive`, `Serialize` and `Deserialize`, so caches, game state and message buses keep
//! them in archives read in place. Each is archived as its 16 octets, alignment 1: byte for
//! byte what rkyv's own `uuid-1` feature writes for the `uuid` crate's `Uuid` (tested), so
//! archives written with either read with the other. A `Uuid` is archived as itself, a
//! `NonNilUuid` as a `uuid_runtime::integrations::rkyv::ArchivedNonNilUuid` and a typed ID as an
//! `ArchivedTypedId<UserId>`, with `get()` for the value, `as_uuid()`, comparisons with
//! the value and its text as `Display`. Checked access (`rkyv::access`, rkyv's
//! `bytecheck`) refuses a nil `NonNilUuid` and a typed ID of the wrong version with their
//! own errors, so a checked archive never yields an ID that breaks its type's promise.
//!
//! ```rust
//! # fn main() -> Result<(), rkyv::rancor::Error> {
//! use rkyv::rancor::Error;
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! #[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, PartialEq)]
//! #[rkyv(derive(Debug))]
//! struct Session {
//!     user: UserId,
//!     key: Uuid,
//! }
//!
//! let session = Session { user: UserId::new(), key: Uuid::new_v4() };
//! let bytes = rkyv::to_bytes::<Error>(&session)?;
//! assert_eq!(bytes.len(), 32);
//!
//! // Read in place, checked: `user` is a version 7 UUID.
//! let archived = rkyv::access::<ArchivedSession, Error>(&bytes)?;
//! assert_eq!(archived.user.get(), session.user);
//! assert_eq!(archived.key, session.key);
//! assert_eq!(rkyv::deserialize::<Session, Error>(archived)?, session);
//!
//! // A version 4 UUID where a `UserId` is archived is an error, not a `UserId`.
//! let mut forged = bytes.to_vec();
//! forged[6] = 0x40 | (forged[6] & 0x0f);
//! let err = rkyv::access::<ArchivedSession, Error>(&forged).unwrap_err();
//! assert!(err.to_string().contains("wrong UUID version: expected 7, found 4"), "{err}");
//! # Ok(())
//! # }
//! ```

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use rkyv::bytecheck::CheckBytes;
use rkyv::rancor::{Fallible, Source};
use rkyv::traits::{CopyOptimization, NoUndef};
use rkyv::{Archive, Deserialize, Place, Portable, Serialize};

use crate::{Error, NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::rkyv::…`.
#[doc(hidden)]
pub use ::rkyv;

// SAFETY: `Uuid` is `#[repr(transparent)]` over `[u8; 16]`: the same layout on every
// target (16 octets, alignment 1) and no interior mutability.
#[allow(unsafe_code)]
unsafe impl Portable for Uuid {}

// SAFETY: `Uuid` is `#[repr(transparent)]` over `[u8; 16]`, which has no padding.
#[allow(unsafe_code)]
unsafe impl NoUndef for Uuid {}

// SAFETY: any 16 octets are a `Uuid`, so there is nothing to check.
#[allow(unsafe_code)]
unsafe impl<C: Fallible + ?Sized> CheckBytes<C> for Uuid {
    unsafe fn check_bytes(_: *const Self, _: &mut C) -> Result<(), C::Error> {
        Ok(())
    }
}

/// Archived as itself: the 16 octets.
impl Archive for Uuid {
    // SAFETY: `Uuid` has no padding or uninitialised bytes (its `NoUndef` above).
    #[allow(unsafe_code)]
    const COPY_OPTIMIZATION: CopyOptimization<Self> = unsafe { CopyOptimization::enable() };

    type Archived = Self;
    type Resolver = ();

    fn resolve(&self, (): (), out: Place<Self>) {
        out.write(*self);
    }
}

impl<S: Fallible + ?Sized> Serialize<S> for Uuid {
    fn serialize(&self, _: &mut S) -> Result<(), S::Error> {
        Ok(())
    }
}

impl<D: Fallible + ?Sized> Deserialize<Self, D> for Uuid {
    fn deserialize(&self, _: &mut D) -> Result<Self, D::Error> {
        Ok(*self)
    }
}

/// An archived [`NonNilUuid`]: its 16 octets, alignment 1 (where a `NonNilUuid`'s is
/// `u128`'s). Validation refuses the nil UUID.
///
/// ```
/// use rkyv::rancor::Error;
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id = NonNilUuid::new(Uuid::now_v7()).unwrap();
/// let bytes = rkyv::to_bytes::<Error>(&id)?;
/// assert_eq!(bytes.as_slice(), id.get().as_bytes());
/// let archived = rkyv::access::<uuid_runtime::integrations::rkyv::ArchivedNonNilUuid, Error>(&bytes)?;
/// assert_eq!(archived.get(), id);
///
/// let err = rkyv::access::<uuid_runtime::integrations::rkyv::ArchivedNonNilUuid, Error>(&[0; 16]).unwrap_err();
/// assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct ArchivedNonNilUuid(Uuid);

impl ArchivedNonNilUuid {
    /// The `NonNilUuid`.
    ///
    /// # Panics
    ///
    /// If the archive holds the nil UUID here, which only an archive read without
    /// validation (`rkyv::access_unchecked`, whose caller promises valid bytes) can.
    pub fn get(&self) -> NonNilUuid {
        NonNilUuid::new(self.0).expect("an archived `NonNilUuid` read without validation is nil")
    }

    /// The UUID.
    pub const fn as_uuid(&self) -> &Uuid {
        &self.0
    }
}

impl PartialEq<NonNilUuid> for ArchivedNonNilUuid {
    fn eq(&self, other: &NonNilUuid) -> bool {
        self.0 == other.get()
    }
}

impl fmt::Debug for ArchivedNonNilUuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for ArchivedNonNilUuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

// SAFETY: `#[repr(transparent)]` over `Uuid`, which is `Portable`.
#[allow(unsafe_code)]
unsafe impl Portable for ArchivedNonNilUuid {}

// SAFETY: `#[repr(transparent)]` over `Uuid`, which is `NoUndef`.
#[allow(unsafe_code)]
unsafe impl NoUndef for ArchivedNonNilUuid {}

// SAFETY: `check_bytes` reads the 16 octets, which the caller guarantees are readable
// and aligned for `Self` (alignment 1), and accepts exactly the non-nil ones.
#[allow(unsafe_code)]
unsafe impl<C: Fallible + ?Sized> CheckBytes<C> for ArchivedNonNilUuid
where
    C::Error: Source,
{
    unsafe fn check_bytes(value: *const Self, _: &mut C) -> Result<(), C::Error> {
        // SAFETY: the caller guarantees that `value` is aligned and points to
        // `size_of::<Self>()` initialised bytes, any of which are a `Uuid`.
        let uuid = unsafe { (*value).0 };
        if uuid.is_nil() {
            Err(C::Error::new(Error::nil(36)))
        } else {
            Ok(())
        }
    }
}

impl Archive for NonNilUuid {
    type Archived = ArchivedNonNilUuid;
    type Resolver = ();

    fn resolve(&self, (): (), out: Place<ArchivedNonNilUuid>) {
        out.write(ArchivedNonNilUuid(self.get()));
    }
}

impl<S: Fallible + ?Sized> Serialize<S> for NonNilUuid {
    fn serialize(&self, _: &mut S) -> Result<(), S::Error> {
        Ok(())
    }
}

/// The `NonNilUuid`; a nil UUID (only in an archive read without validation) is an
/// error.
impl<D: Fallible + ?Sized> Deserialize<NonNilUuid, D> for ArchivedNonNilUuid
where
    D::Error: Source,
{
    fn deserialize(&self, _: &mut D) -> Result<NonNilUuid, D::Error> {
        NonNilUuid::try_from(self.0).map_err(D::Error::new)
    }
}

/// An archived typed ID `T`: its UUID's 16 octets, alignment 1. Validation refuses a
/// UUID of another version than `T`'s.
///
/// ```
/// use rkyv::rancor::Error;
/// use uuid_runtime::integrations::rkyv::ArchivedTypedId;
/// use uuid_runtime::{TypedId, Uuid};
///
/// #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
/// #[typed_id(prefix = "user", version = 7)]
/// struct UserId(Uuid);
///
/// let ids = vec![UserId::new(), UserId::new()];
/// let bytes = rkyv::to_bytes::<Error>(&ids)?;
/// let archived = rkyv::access::<rkyv::Archived<Vec<UserId>>, Error>(&bytes)?;
/// assert_eq!(archived[1].get(), ids[1]);
/// assert_eq!(archived[0].to_string(), ids[0].to_string());
/// assert_eq!(align_of::<ArchivedTypedId<UserId>>(), 1);
/// # Ok::<(), Error>(())
/// ```
#[repr(transparent)]
pub struct ArchivedTypedId<T> {
    uuid: Uuid,
    // `fn() -> T`: no `T` is held, so the type is `Send`, `Sync` and `Copy` whatever `T`.
    id: PhantomData<fn() -> T>,
}

impl<T: TypedId> ArchivedTypedId<T> {
    /// The typed ID.
    ///
    /// # Panics
    ///
    /// If the archive holds a UUID of another version than `T`'s here, which only an
    /// archive read without validation (`rkyv::access_unchecked`, whose caller promises
    /// valid bytes) can.
    pub fn get(&self) -> T {
        match T::try_from_uuid(self.uuid) {
            Ok(id) => id,
            Err(err) => panic!("an archived typed ID read without validation: {err}"),
        }
    }

    /// The UUID.
    pub const fn as_uuid(&self) -> &Uuid {
        &self.uuid
    }
}

impl<T> Clone for ArchivedTypedId<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ArchivedTypedId<T> {}

impl<T> PartialEq for ArchivedTypedId<T> {
    fn eq(&self, other: &Self) -> bool {
        self.uuid == other.uuid
    }
}

impl<T> Eq for ArchivedTypedId<T> {}

impl<T> PartialOrd for ArchivedTypedId<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for ArchivedTypedId<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.uuid.cmp(&other.uuid)
    }
}

impl<T> Hash for ArchivedTypedId<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.uuid.hash(state);
    }
}

impl<T: TypedId> PartialEq<T> for ArchivedTypedId<T> {
    fn eq(&self, other: &T) -> bool {
        self.uuid == *other.as_uuid()
    }
}

/// The UUID, as `Uuid`'s `Debug` writes it.
impl<T> fmt::Debug for ArchivedTypedId<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.uuid, f)
    }
}

/// The typed ID's text form (its TypeID, with a prefix).
impl<T: TypedId> fmt::Display for ArchivedTypedId<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match T::try_from_uuid(self.uuid) {
            Ok(id) => fmt::Display::fmt(&id, f),
            Err(_) => fmt::Display::fmt(&self.uuid, f),
        }
    }
}

// SAFETY: `#[repr(transparent)]` over `Uuid`, which is `Portable`, beside a zero-sized
// `PhantomData` of a function pointer type, which holds no bytes and no `UnsafeCell`.
#[allow(unsafe_code)]
unsafe impl<T> Portable for ArchivedTypedId<T> {}

// SAFETY: as above: the bytes are the `Uuid`'s, which is `NoUndef`.
#[allow(unsafe_code)]
unsafe impl<T> NoUndef for ArchivedTypedId<T> {}

// SAFETY: `check_bytes` reads the 16 octets, which the caller guarantees are readable
// and aligned for `Self` (alignment 1), and accepts exactly those `T` accepts.
#[allow(unsafe_code)]
unsafe impl<T: TypedId, C: Fallible + ?Sized> CheckBytes<C> for ArchivedTypedId<T>
where
    C::Error: Source,
{
    unsafe fn check_bytes(value: *const Self, _: &mut C) -> Result<(), C::Error> {
        // SAFETY: the caller guarantees that `value` is aligned and points to
        // `size_of::<Self>()` initialised bytes, any of which are a `Uuid`.
        let uuid = unsafe { (*value).uuid };
        T::try_from_uuid(uuid).map(drop).map_err(C::Error::new)
    }
}

/// The typed ID; a UUID of the wrong version (only in an archive read without
/// validation) is the `TypedIdError`.
impl<T: TypedId, D: Fallible + ?Sized> Deserialize<T, D> for ArchivedTypedId<T>
where
    D::Error: Source,
{
    fn deserialize(&self, _: &mut D) -> Result<T, D::Error> {
        T::try_from_uuid(self.uuid).map_err(D::Error::new)
    }
}

/// The body of a typed ID's `Archive::resolve`: its UUID's octets.
pub fn resolve<T: TypedId>(id: &T, out: Place<ArchivedTypedId<T>>) {
    out.write(ArchivedTypedId {
        uuid: *id.as_uuid(),
        id: PhantomData,
    });
}

/// rkyv's `Archive` and `Serialize` for a typed ID, archived as an `ArchivedTypedId`
/// (whose `Deserialize` and validation are generic, above).
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rkyv {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::rkyv::rkyv::Archive for $ty {
            type Archived = $crate::integrations::rkyv::ArchivedTypedId<Self>;
            type Resolver = ();

            fn resolve(
                &self,
                (): (),
                __out: $crate::integrations::rkyv::rkyv::Place<
                    $crate::integrations::rkyv::ArchivedTypedId<Self>,
                >,
            ) {
                $crate::integrations::rkyv::resolve(self, __out);
            }
        }

        #[automatically_derived]
        impl<S: $crate::integrations::rkyv::rkyv::rancor::Fallible + ?::core::marker::Sized>
            $crate::integrations::rkyv::rkyv::Serialize<S> for $ty
        {
            fn serialize(&self, _: &mut S) -> ::core::result::Result<(), S::Error> {
                ::core::result::Result::Ok(())
            }
        }
    };
}
