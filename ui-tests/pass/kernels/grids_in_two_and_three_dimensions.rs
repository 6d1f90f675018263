//! Kernels over 2-D and 3-D grids: indices along each axis, each thread's
//! own cell of a matrix of constant width (`ByPosition`), a generic element
//! type, and the block's ranks (`thread_index`, `index`) that every other rule
//! is stated over. Run exactly on the GPU by `tests/gpu.rs`.
use cuda_sync::prelude::*;

/// The mean of each cell and its left neighbour, in a row-major `W`-wide matrix.
#[kernel]
pub fn mean_with_left<T: Float, const W: u64>(
    block: ThisBlock,
    #[len(W * height)] input: &[T],
    height: u64,
    #[len(W * height)] out: Output<T, ByPosition<W>>,
) {
    let x = block.global_x();
    let y = block.global_y();
    if let Some(cell) = block.cell_2d::<W>() {
        if y < height {
            let mut left = T::ZERO;
            if x > 0u64 {
                left = input[y * W + x - 1u64];
            }
            out[cell] = (input[y * W + x] + left) / (T::ONE + T::ONE);
        }
    }
}

pub const SIDE: u64 = 6;

/// Each cell of a `SIDE`³ volume records who wrote it: the block's and the
/// thread's ranks and its position, packed.
#[kernel]
pub fn who_wrote(
    block: ThisBlock,
    #[len(SIDE * SIDE * SIDE)] out: Output<u64, ByPosition<SIDE, SIDE>>,
) {
    let z = block.global_z();
    if let Some(cell) = block.cell_3d::<SIDE, { SIDE }>() {
        if z < SIDE {
            let rank = block.index().get() as u64 * 1000u64 + block.thread_index() as u64;
            let axes = block.count_x() * block.size_y() + block.index_z();
            out[cell] = rank * 1000000u64 + (axes.get() + block.thread_index_z()) as u64;
        }
    }
}

fn main() {
    assert_eq!(
        mean_with_left::source::<f32, 100>().entry(),
        "mean_with_left__f32_100"
    );
}
