//! The views that compose, in the shapes of fast kernels: a row a block held
//! in registers, a transpose of 4 cells a thread through a block-stride fill,
//! a warp per row whose lane 0 stores the row's result, 4 neighbouring cells
//! a thread, and a halo tile filled block-stride.
use cuda_sync::prelude::*;

#[kernel]
pub fn scale_rows(
    block: ThisBlock,
    #[len(rows * 1024)] input: &[f32],
    rows: u64,
    #[len(rows * 1024)] out: Output<f32, Coalesced<Chunks<1024>>>,
) {
    let row = block.index().get() as u64;
    let mine = block.chunks::<1024>().coalesced();
    for k in 0u32..4u32 {
        if let Some(cell) = mine.cell(k) {
            if row < rows {
                out[cell] = 2.0f32 * input[cell];
            }
        }
    }
}

#[kernel]
pub fn transpose<const SIDE: u64>(
    block: ThisBlock,
    #[len(SIDE * SIDE)] input: &[f32],
    #[len(SIDE * SIDE)] out: Output<f32, Coalesced<Transposed<Tiles<32, 32, SIDE>>>>,
) {
    let tile: Tile<f32, 1056> = block.shared();
    let t = block.thread_index();
    let threads = block.size().get();
    let mut values = [0.0f32; 4];
    for k in 0u32..4u32 {
        let j = t + k * threads;
        let row = block.index_y().get() as u64 * 32u64 + (j / 32u32) as u64;
        let column = block.index_x().get() as u64 * 32u64 + (j % 32u32) as u64;
        if row < SIDE && column < SIDE {
            values[k] = input[row * SIDE + column];
        }
    }
    let tile = tile.write_strided_2d::<32, 33>(values);
    block.sync_threads();
    let mine = block.tiles::<32, 32, SIDE>().transposed().coalesced();
    for k in 0u32..4u32 {
        if let Some(cell) = mine.cell(k) {
            let j = t + k * threads;
            out[cell] = tile.read_2d::<33>(j % 32u32, j / 32u32);
        }
    }
}

#[kernel]
pub fn row_sums(
    block: ThisBlock,
    #[len(rows * 32)] input: &[f32],
    rows: u64,
    #[len(rows)] sums: Output<f32, Coalesced<WarpChunks<1>>>,
) {
    let warp = block.index().get() as u64 * (block.size().get() as u64 / 32u64)
        + (block.thread_index() / 32u32) as u64;
    let mut x = 0.0f32;
    if warp < rows {
        x = input[warp * 32u64 + block.lane_index() as u64];
    }
    let sum = block.warp_sum(x);
    if let Some(cell) = block.warp_chunks::<1>().coalesced().cell(0u32) {
        if warp < rows {
            sums[cell] = sum;
        }
    }
}

#[kernel]
pub fn quads(
    block: ThisBlock,
    #[len(n)] input: &[u32],
    n: u64,
    #[len(n)] out: Output<u32, Contiguous<Chunks<1024>, 4>>,
) {
    let mine = block.chunks::<1024>().contiguous::<4>();
    for k in 0u32..4u32 {
        if let Some(cell) = mine.cell(k) {
            if cell < n {
                out[cell] = input[cell] + 1u32;
            }
        }
    }
}

/// A 1-D stencil: a block's 256 cells and a halo of one on each side, filled
/// block-stride (258 cells, two a thread), read after one barrier.
#[kernel]
pub fn blur(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: Output<f32, Coalesced<Chunks<256>>>,
) {
    let tile: Tile<f32, 258> = block.shared();
    let first = block.index().get() as u64 * 256u64;
    let t = block.thread_index();
    let mut values = [0.0f32; 2];
    for k in 0u32..2u32 {
        let j = (t + k * block.size().get()) as u64;
        if first + j >= 1u64 && first + j - 1u64 < n {
            values[k] = input[first + j - 1u64];
        }
    }
    let tile = tile.write_strided(values);
    block.sync_threads();
    if let Some(cell) = block.chunks::<256>().coalesced().cell(0u32) {
        if first + (t as u64) < n {
            out[cell] = (tile.read(t) + tile.read(t + 1u32) + tile.read(t + 2u32)) / 3.0f32;
        }
    }
}

fn main() {}
