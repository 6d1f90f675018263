//! A warp a row, spelled as CUDA programmers spell it: the row is the block's
//! index times its warps plus the warp's index, and the guard `row < rows`
//! holds whole warps, so the warp sum and lane 0's store stand inside it.
//! Warp-uniformity follows the value: `warp_index()` is warp-uniform, and
//! arithmetic and comparison with uniform values keep it so.
use cuda_sync::prelude::*;

#[kernel]
pub fn row_sums(
    block: ThisBlock,
    #[len(rows * 64)] matrix: &[f32],
    rows: u64,
    #[len(rows)] sums: Output<f32, Coalesced<WarpChunks<1>>>,
) {
    let warps = block.size() / 32u32;
    let row = block.index() as u64 * warps as u64 + block.warp_index() as u64;
    if row < rows {
        let first = row * 64u64 + block.lane_index() as u64;
        let total = block.warp_sum(matrix[first] + matrix[first + 32u64]);
        if let Some(cell) = block.warp_chunks::<1>().coalesced().cell(0u32) {
            sums[cell] = total;
        }
    }
    // A warp-uniform loop: each warp strides over the rows by the warps of the grid.
    let mut next = row;
    let mut sums_seen = 0.0f32;
    while next < rows {
        let value = matrix[next * 64u64 + block.lane_index() as u64];
        sums_seen += block.warp_sum(value);
        next += block.count() as u64 * warps as u64;
    }
}

/// A warp-uniform variable assigned a block-uniform value, and shifted by a
/// uniform amount.
#[kernel]
pub fn restart_rows(block: ThisBlock, first: u64, #[len(64)] input: &[u32], out: &mut [u32]) {
    let mut row = block.warp_index() as u64;
    if row >= 2u64 {
        row = first;
    }
    let start = row << 5u32;
    if start < 64u64 {
        out[block.global_index()] = block.warp_sum(input[start + block.lane_index() as u64]);
    }
}

/// Warp-strided loops that whole warps leave: a `break` on the warp's row,
/// and one on a kernel argument inside a loop on the warp's row. The loops'
/// collectives are the warp's, so whole warps may leave at different times.
#[kernel]
pub fn rows_until_done(
    block: ThisBlock,
    #[len(rows * 32)] matrix: &[f32],
    rows: u64,
    stop_early: bool,
    out: &mut [f32],
) {
    let warps = block.size() as u64 / 32u64;
    let stride = block.count() as u64 * warps;
    let mut row = block.index() as u64 * warps + block.warp_index() as u64;
    let mut total = 0.0f32;
    loop {
        if row >= rows {
            break;
        }
        total += block.warp_sum(matrix[row * 32u64 + block.lane_index() as u64]);
        row += stride;
    }
    let mut again = block.index() as u64 * warps + block.warp_index() as u64;
    while again < rows {
        total += block.warp_sum(matrix[again * 32u64 + block.lane_index() as u64]);
        if stop_early {
            break;
        }
        again += stride;
    }
    block.sync_threads();
    out[block.global_index()] = total;
}

fn main() {}
