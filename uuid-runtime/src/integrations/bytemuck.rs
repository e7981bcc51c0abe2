//! `bytemuck` (feature `bytemuck`): `Zeroable`, `Pod` and `TransparentWrapper<[u8; 16]>`
//! for `Uuid`, so that slices and buffers of UUIDs cast to and from bytes for free;
//! `NoUninit` and `CheckedBitPattern` for `NonNilUuid`, whose checked casts refuse the
//! nil UUID's 16 zero bytes.
//!
//! `Uuid` is `#[repr(transparent)]` over `[u8; 16]` and keeps no invariant over its
//! octets, so each of these promises is the array's.
//!
//! ```
//! use uuid_runtime::Uuid;
//!
//! // 16-byte keys one after another, as a file or a socket gives them: read in place.
//! let buffer = [Uuid::NAMESPACE_DNS.into_bytes(), Uuid::NAMESPACE_URL.into_bytes()].concat();
//! let ids: &[Uuid] = bytemuck::try_cast_slice(&buffer).unwrap();
//! assert_eq!(ids, [Uuid::NAMESPACE_DNS, Uuid::NAMESPACE_URL]);
//! // A length that is not a multiple of 16 is an error, not a shorter slice.
//! assert!(bytemuck::try_cast_slice::<u8, Uuid>(&buffer[1..]).is_err());
//! ```

use bytemuck::{CheckedBitPattern, NoUninit, Pod, TransparentWrapper, Zeroable};

use crate::{NonNilUuid, Uuid};

/// All zeros is the nil UUID.
///
/// ```
/// use bytemuck::Zeroable;
/// use uuid_runtime::Uuid;
///
/// assert_eq!(Uuid::zeroed(), Uuid::NIL);
/// ```
// SAFETY: `Uuid` is `#[repr(transparent)]` over `[u8; 16]`, which is `Zeroable`; all
// zeros is the nil UUID.
#[allow(unsafe_code)]
unsafe impl Zeroable for Uuid {}

/// `Uuid` is plain old data: any 16 bytes are a UUID, and a UUID is its 16 bytes.
///
/// ```
/// use uuid_runtime::Uuid;
///
/// let ids = [Uuid::NAMESPACE_DNS, Uuid::MAX];
/// let bytes: &[u8] = bytemuck::cast_slice(&ids);
/// assert_eq!(bytes.len(), 32);
/// assert_eq!(&bytes[..16], Uuid::NAMESPACE_DNS.as_bytes());
///
/// let back: &[Uuid] = bytemuck::cast_slice(bytes);
/// assert_eq!(back, ids);
/// ```
// SAFETY: `Uuid` is `#[repr(transparent)]` over `[u8; 16]`, which is `Pod`: every bit
// pattern is valid, with no padding, pointers or interior mutability; it is `Copy` and
// `'static`.
#[allow(unsafe_code)]
unsafe impl Pod for Uuid {}

/// `&[u8; 16]` to `&Uuid` and back without copying.
///
/// ```
/// use bytemuck::TransparentWrapper;
/// use uuid_runtime::Uuid;
///
/// let octets = [0xff; 16];
/// let id: &Uuid = Uuid::wrap_ref(&octets);
/// assert!(id.is_max());
/// ```
// SAFETY: `Uuid` is `#[repr(transparent)]` over exactly one field of type `[u8; 16]`.
#[allow(unsafe_code)]
unsafe impl TransparentWrapper<[u8; 16]> for Uuid {}

/// A `NonNilUuid` has no uninitialised bytes: its 16 bytes are the UUID's octets.
///
/// ```
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id = NonNilUuid::new(Uuid::NAMESPACE_DNS).unwrap();
/// assert_eq!(bytemuck::bytes_of(&id), Uuid::NAMESPACE_DNS.as_bytes());
/// ```
// SAFETY: `NonNilUuid` is `#[repr(transparent)]` over `NonZeroU128`: 16 initialised
// bytes, no padding; it is `Copy` and `'static`.
#[allow(unsafe_code)]
unsafe impl NoUninit for NonNilUuid {}

/// Not every 16 bytes are a `NonNilUuid` (all zeros is the nil UUID), so it is not `Pod`
/// but `CheckedBitPattern`: bytemuck's checked casts refuse the zeros.
///
/// ```
/// use bytemuck::checked;
/// use uuid_runtime::{NonNilUuid, Uuid};
///
/// let id: NonNilUuid = checked::try_pod_read_unaligned(Uuid::MAX.as_bytes()).unwrap();
/// assert_eq!(id.get(), Uuid::MAX);
/// assert!(checked::try_pod_read_unaligned::<NonNilUuid>(&[0; 16]).is_err());
/// ```
// SAFETY: `Bits` is `u128`, of the same size and alignment as `NonNilUuid` (a
// `#[repr(transparent)]` `NonZeroU128`), and every non-zero `u128` is a valid
// `NonZeroU128`: the check refuses exactly the one invalid pattern.
#[allow(unsafe_code)]
unsafe impl CheckedBitPattern for NonNilUuid {
    type Bits = u128;

    #[inline]
    fn is_valid_bit_pattern(bits: &u128) -> bool {
        *bits != 0
    }
}
