//! The operators a scan combines its elements with: associative and
//! commutative, each with an identity, as values of their own types.
//!
//! A decoupled look-back adds up its predecessors' statuses in whatever
//! grouping the windows fall into, nearest first, and pads the tile past `n`
//! with the identity: the result is the scan only for an operator that is
//! associative and commutative, with an identity. The crate types the ones
//! that are: [`Sum`] (of floats, associative up to rounding), [`Min`] and
//! [`Max`]. Mirrors `cpp/include/cuda_sync/operator.cuh`.

use crate::math::Scalar;

mod sealed {
    pub trait Operator {}
}

/// An operator a scan over `T` may combine with.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an associative operator over `{T}` that a scan can combine with",
    label = "a scan's operator is `Sum`, `Min` or `Max`",
    note = "a look-back combines its predecessors in whatever grouping its windows fall into and pads a tile past `n` with the operator's identity, so the operator must be associative and commutative, with an identity; the crate's operators are",
    note = "fix: pass `Sum`, `Min` or `Max` (from `cuda_sync::prelude`)"
)]
pub trait Associative<T>: sealed::Operator + Copy {}

macro_rules! operators {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name;
        impl sealed::Operator for $name {}
        impl<T: Scalar> Associative<T> for $name {}
    )*};
}

operators! {
    /// `a + b`, the identity `0`: a prefix sum.
    Sum;
    /// The smaller (the number, if one is NaN, as Rust's `min`); the identity
    /// the largest value (`+∞` for floats): a running minimum.
    Min;
    /// The larger (the number, if one is NaN); the identity the lowest value
    /// (`-∞` for floats): a running maximum.
    Max;
}
