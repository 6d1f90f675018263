//! Vectors: 16-byte cells loaded and stored whole, lanes read and written by
//! index, arithmetic lane by lane with vectors, plain scalars and literals.
use cuda_sync::prelude::*;

/// `y = a·x + y` on four lanes a cell, and the cell's sum.
#[kernel]
pub fn axpy4(
    block: ThisBlock,
    a: f32,
    #[len(n)] x: &[F32x4],
    n: u64,
    #[len(n)] y: Output<F32x4, Coalesced<Chunks<1024>>>,
    #[len(n)] sums: Output<f32, Coalesced<Chunks<1024>>>,
) {
    let mine = block.chunks::<1024>().coalesced();
    for k in 0u32..4u32 {
        if let Some(cell) = mine.cell(k) {
            if cell < n {
                let v = x[cell] * a.get() + y[cell];
                y[cell] = v;
                sums[cell] = v.sum();
            }
        }
    }
}

/// Lanes by index, integer lanes that wrap, a literal on the right.
#[kernel]
pub fn lanes(
    block: ThisBlock,
    #[len(n)] x: &[U32x4],
    n: u64,
    #[len(n)] out: &mut [U32x4],
    #[len(n)] firsts: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let mut v = x[i] * 3u32 - x[i];
        v[0] = v[3];
        v += x[i];
        out[i] = v / 2u32 + v / 3;
        firsts[i] = v[0] + v[1];
    }
}

/// Two 8-byte lanes, from a vector made in the kernel.
#[kernel]
pub fn halves(block: ThisBlock, #[len(n)] x: &[F64x2], n: u64, #[len(n)] out: &mut [F64x2]) {
    for i in block.grid_stride(n) {
        let mut v = F64x2::splat(1.0f64) + x[i];
        v /= 2.0f64;
        v[1] = v[0] - v[1];
        out[i] = v;
    }
}

fn main() {}
