//! Local arrays: a thread's own `[T; N]`. Mirrors
//! `cpp/include/cuda_sync/array.cuh`.
//!
//! A kernel or device function writes `let mut acc = [0.0f32; 4];`,
//! `[a, b, c]`, `acc[k] += x;`, `for w in weights`, and takes or returns
//! `[T; N]`, as in Rust.
//! rustc checks each `[T; N]` of a kernel as [`Array<T, N>`], and the C++ is
//! `Array<T, N>`: the same cells, indexed the same way.
//!
//! The rules:
//!
//! - **Cells are plain values** (numbers and `bool`s). A literal or a
//!   uniform value put into an array becomes plain, so a cell read with a
//!   thread's own index is never taken as uniform (rule U1: threads that index
//!   with different values read different cells).
//! - **An array is its thread's alone.** It lives in registers or the thread's
//!   local memory; no other thread sees it, so no barrier orders it. It is
//!   not a slice: it is passed to a device function by value, never as
//!   `&[T]`, which is a kernel's buffer.
//! - **Every index is checked** on the device, against `N`
//!   ([`bounds`](crate::bounds)); an index the compiler knows costs nothing.

use core::ops;

use crate::flow::{Assignable, PerThread, Plain, Returnable};

/// A kernel's `[T; N]`, as rustc checks it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Array<T, const N: usize>(pub(crate) [T; N]);

impl<T, const N: usize> Array<T, N> {
    /// `N`, as Rust's `len` on `[T; N]`.
    pub const fn len(&self) -> usize {
        N
    }

    /// Whether `N` is 0 (never: an array has at least one cell).
    pub const fn is_empty(&self) -> bool {
        N == 0
    }
}

impl<T: Plain, const N: usize> ops::Index<usize> for Array<T, N> {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        &self.0[index]
    }
}

impl<T: Plain, const N: usize> ops::IndexMut<usize> for Array<T, N> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        &mut self.0[index]
    }
}

/// `for x in arr`: the cells in order, by value, as Rust's arrays give them.
impl<T: Plain, const N: usize> IntoIterator for Array<T, N> {
    type Item = T;
    type IntoIter = core::array::IntoIter<T, N>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// A loop over an array runs `N` times in every thread: its body is as
/// uniform as the flow around it (a barrier may stand in it).
impl<T, const N: usize> crate::flow::Condition for Array<T, N> {
    type Inside<F: crate::flow::Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        true
    }
}

/// An array as an `if`'s or a block's value: plain, as its cells are.
impl<T: Plain, const N: usize> crate::uniform::Choice for Array<T, N> {
    type Plain = Self;
    type Warp = Self;
    fn plain(self) -> Self {
        self
    }
    fn warp(self) -> Self {
        self
    }
}

/// Two branches' arrays of one type are the `if`'s array.
impl<T: Plain, const N: usize> crate::uniform::Join<Array<T, N>> for Array<T, N> {
    type Joined = Self;
    fn then(value: Self) -> Self {
        value
    }
    fn otherwise(value: Self) -> Self {
        value
    }
}

/// An array is a per-thread value: assigned anywhere, as its cells are.
impl<T: Plain, const N: usize> Assignable for Array<T, N> {
    type Kind = PerThread;
}

/// A device function returns an array to each thread that called it.
impl<T: Plain, const N: usize> Returnable for Array<T, N> {
    type Kind = PerThread;
}
