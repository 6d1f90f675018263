//! Vectors: 16 bytes of lanes loaded or stored in one access, the width that
//! keeps a memory-bound kernel at the bandwidth of the card.
//!
//! [`F32x4`], [`U32x4`], [`I32x4`] (four 4-byte lanes) and [`F64x2`],
//! [`U64x2`], [`I64x2`] (two 8-byte lanes), each a [`Vector`], are aligned to 16 bytes, in Rust
//! and in the C++, so a buffer of them (`&[F32x4]`, `Output<F32x4, V>`, a
//! `CudaSlice<F32x4>` on the host) is read and written with `ld.global.v4`
//! and `st.global.v4` (`.v2` for 8-byte lanes). Every kernel buffer is a
//! whole allocation (256-byte aligned) or a cudarc view of one at a whole
//! number of cells, so every cell is aligned.
//!
//! In a kernel, a vector's lanes are read and written by index (`v[0]`,
//! `v[k] = x`, each index checked against the lane count as an array's),
//! and vectors add, subtract, multiply and divide lane by lane, with another
//! vector or with a scalar on the right (`(v - mean) * scale`). On the host,
//! `F32x4::new([a, b, c, d])` makes one and `<[f32; 4]>::from(v)` takes
//! its lanes. `input.load4(quad)` loads four `f32` of a `&[f32]`
//! input as an `F32x4`. Mirrors `cpp/include/cuda_sync/vector.cuh`.

use core::ops;

use crate::math::Scalar;
use crate::memory::CellIndex;
use crate::uniform::Uniform;

/// `N` lanes of `T`, 16 bytes aligned to 16: one of [`F32x4`], [`U32x4`],
/// [`I32x4`], [`F64x2`], [`U64x2`], [`I64x2`] (a buffer of any other is
/// refused by `#[kernel]`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C, align(16))]
pub struct Vector<T, const N: usize>([T; N]);

/// Four `f32` lanes.
pub type F32x4 = Vector<f32, 4>;
/// Four `u32` lanes.
pub type U32x4 = Vector<u32, 4>;
/// Four `i32` lanes.
pub type I32x4 = Vector<i32, 4>;
/// Two `f64` lanes.
pub type F64x2 = Vector<f64, 2>;
/// Two `u64` lanes.
pub type U64x2 = Vector<u64, 2>;
/// Two `i64` lanes.
pub type I64x2 = Vector<i64, 2>;

/// A vector is a plain per-thread value, and memory holds it.
impl<T: Scalar, const N: usize> crate::flow::Plain for Vector<T, N> {}
impl<T: Scalar, const N: usize> crate::uniform::sealed::Cell for Vector<T, N> {}
impl<T: Scalar, const N: usize> crate::uniform::Cell for Vector<T, N> {}

// SAFETY: a `repr(C)` array of a scalar, with no padding and no invalid bit
// patterns, laid out as the C++ `Vector<T, N>`.
unsafe impl<T: Scalar, const N: usize> cudarc::driver::DeviceRepr for Vector<T, N> {}
// SAFETY: all zero bits are zero in every lane.
unsafe impl<T: Scalar, const N: usize> cudarc::driver::ValidAsZeroBits for Vector<T, N> {}

impl<T: Scalar, const N: usize> Vector<T, N> {
    /// The vector of these lanes (on the host).
    pub const fn new(lanes: [T; N]) -> Self {
        Self(lanes)
    }

    /// The vector whose every lane is `value`: `F32x4::splat(0.0f32)`.
    pub fn splat(value: T) -> Self {
        Self([value; N])
    }

    /// The lanes added in pairs, `(x + y) + (z + w)` (`x + y` for two), the
    /// order the GPU adds them in.
    pub fn sum(self) -> T {
        let pairs = self.0.chunks(2).map(|pair| pair[0] + pair[1]);
        pairs.reduce(|a, b| a + b).unwrap_or(T::ZERO)
    }
}

/// Every lane zero (on the host: a buffer to download into).
impl<T: Scalar, const N: usize> Default for Vector<T, N> {
    fn default() -> Self {
        Self([T::ZERO; N])
    }
}

/// The lanes (on the host).
impl<T, const N: usize> From<Vector<T, N>> for [T; N] {
    fn from(vector: Vector<T, N>) -> [T; N] {
        vector.0
    }
}

/// Lane `k`, checked against the lane count on the device.
impl<T, const N: usize> ops::Index<usize> for Vector<T, N> {
    type Output = T;
    fn index(&self, k: usize) -> &T {
        &self.0[k]
    }
}

impl<T, const N: usize> ops::IndexMut<usize> for Vector<T, N> {
    fn index_mut(&mut self, k: usize) -> &mut T {
        &mut self.0[k]
    }
}

/// Lane by lane, with a vector or a scalar (plain or uniform) on the right.
macro_rules! lanewise {
    ($($trait:ident $method:ident $assign:ident $assign_method:ident),*) => {$(
        impl<T: Scalar, const N: usize> ops::$trait for Vector<T, N> {
            type Output = Self;
            fn $method(self, other: Self) -> Self {
                let mut lanes = self.0;
                for (lane, o) in lanes.iter_mut().zip(other.0) {
                    *lane = ops::$trait::$method(*lane, o);
                }
                Self(lanes)
            }
        }
        impl<T: Scalar, const N: usize> ops::$trait<T> for Vector<T, N> {
            type Output = Self;
            fn $method(self, scalar: T) -> Self {
                Self(self.0.map(|lane| ops::$trait::$method(lane, scalar)))
            }
        }
        impl<T: Scalar, const N: usize> ops::$trait<Uniform<T>> for Vector<T, N> {
            type Output = Self;
            fn $method(self, scalar: Uniform<T>) -> Self {
                ops::$trait::$method(self, scalar.get())
            }
        }
        impl<T: Scalar, const N: usize, R> ops::$assign<R> for Vector<T, N>
        where
            Self: ops::$trait<R, Output = Self>,
        {
            fn $assign_method(&mut self, other: R) {
                *self = ops::$trait::$method(*self, other);
            }
        }
    )*};
}
lanewise!(Add add AddAssign add_assign, Sub sub SubAssign sub_assign,
    Mul mul MulAssign mul_assign, Div div DivAssign div_assign);

/// `input.load4(quad)` on a kernel's `&[f32]` input: elements `4 * quad` to
/// `4 * quad + 3`, in one 16-byte load. A whole `CudaSlice` starts on 256
/// bytes; a view that does not start on 16 stops the kernel
/// ([`Check::Align`](crate::bounds::Check::Align)).
pub trait Load4 {
    /// The four elements of quad `quad`.
    fn load4(&self, quad: impl CellIndex + Into<u64>) -> F32x4;
}

impl Load4 for [f32] {
    fn load4(&self, quad: impl CellIndex + Into<u64>) -> F32x4 {
        let at = quad.into() as usize * 4;
        Vector([self[at], self[at + 1], self[at + 2], self[at + 3]])
    }
}
