//! Vector loads: four `f32` in one 16-byte access, the load width that keeps a
//! memory-bound kernel at the bandwidth of the card. Mirrors
//! `cpp/include/cuda_sync/vector.cuh`.

use core::ops::Add;

use crate::memory::CellIndex;

/// Four floats loaded together.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct F32x4([f32; 4]);

/// A vector is a plain per-thread value, and memory holds it.
impl crate::flow::Plain for F32x4 {}
impl crate::uniform::sealed::Cell for F32x4 {}
impl crate::uniform::Cell for F32x4 {}

impl F32x4 {
    /// `(x + y) + (z + w)`, the order the GPU adds them in.
    pub fn sum(self) -> f32 {
        let [x, y, z, w] = self.0;
        (x + y) + (z + w)
    }
}

impl Add for F32x4 {
    type Output = F32x4;
    fn add(self, other: F32x4) -> F32x4 {
        let ([a, b, c, d], [e, f, g, h]) = (self.0, other.0);
        F32x4([a + e, b + f, c + g, d + h])
    }
}

/// `input.load4(quad)` on a kernel's `&[f32]` input: elements `4 * quad` to
/// `4 * quad + 3`. Every `&[T]` kernel argument is a whole `CudaSlice`, so the
/// load is aligned.
pub trait Load4 {
    /// The four elements of quad `quad`.
    fn load4(&self, quad: impl CellIndex + Into<u64>) -> F32x4;
}

impl Load4 for [f32] {
    fn load4(&self, quad: impl CellIndex + Into<u64>) -> F32x4 {
        let at = quad.into() as usize * 4;
        F32x4([self[at], self[at + 1], self[at + 2], self[at + 3]])
    }
}
