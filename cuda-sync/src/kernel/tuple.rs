//! Tuples: several plain values as one, from a device function or a `let`.
//! Mirrors `cpp/include/cuda_sync/tuple.cuh`.
//!
//! A kernel or device function writes `(a, b)`, `t.0`, `let (q, r) =
//! divide(x, y);` and takes or returns `(T, U)`, as in Rust; the C++ is
//! `Tuple<T, U>` (libcu++'s `cuda::std::tuple`), `tuple(a, b)` and
//! `get<0>(t)`.
//!
//! The rules, those of [`array`](crate::array):
//!
//! - **Cells are plain values** (numbers, `bool`): a uniform value put into
//!   a tuple becomes plain, and a proof or a handle is no cell at all.
//! - **A `let` of a tuple binds names or `_`**: `let (a, mut b, _) = t;` is
//!   `let a = t.0; let mut b = t.1;`, so every rule on bindings holds.
//! - **A tuple is assigned whole** (`t = (x, t.1);`), never a cell at a time
//!   (`t.0 = x` and `t.0 += x` alike), and never as a tuple of places
//!   (`(a, b) = ..`).

use crate::flow::{Assignable, PerThread, Plain, Returnable};

macro_rules! tuples {
    ($(($($t:ident),+)),*) => {$(
        /// A tuple of plain values is a per-thread value.
        impl<$($t: Plain),+> Assignable for ($($t,)+) {
            type Kind = PerThread;
        }
        /// A device function returns a tuple to each thread that called it.
        impl<$($t: Plain),+> Returnable for ($($t,)+) {
            type Kind = PerThread;
        }
    )*};
}
tuples!(
    (A),
    (A, B),
    (A, B, C),
    (A, B, C, D),
    (A, B, C, D, E),
    (A, B, C, D, E, F)
);
