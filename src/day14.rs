//! Day 14: what `__syncthreads()` guarantees. Each block reverses one tile.
//!
//! The typed kernels are the lesson's synced kernel and its early-return
//! kernel; the raw ones (the barrier left out, the barrier below the read) go
//! through [`RawKernel`] and are reported, never gated.

use cuda_sync::prelude::*;
use cuda_sync::RawKernel;

/// The lesson's `reverseTileSynced`: write the own cell, barrier, read the
/// mirrored cell.
#[kernel]
pub fn reverse_tile_synced(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    let mut value = 0.0f32;
    if i < n {
        value = input[i];
    }
    let tile = tile.write_own(value);
    let tile = tile.sync_threads();
    let src = block.size() - 1u32 - tid;
    if i < n {
        out[i] = tile.read(src);
    }
}

/// The lesson's `reverseTilePrefix`: threads at or past `keep` return before the
/// barrier, having written nothing; the others reverse the first `keep` cells.
/// `keep` must not exceed the block size.
#[kernel]
pub fn reverse_tile_prefix(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    n: u64,
    keep: u32,
    #[len(n)] out: &mut [f32],
) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    if tid >= keep {
        return;
    }
    let i = block.global_index();
    let mut value = 0.0f32;
    if i < n {
        value = input[i];
    }
    let tile = tile.write_own(value);
    let tile = tile.sync_threads();
    let src = keep - 1u32 - tid;
    if i < n {
        out[i] = tile.read(src);
    }
}

const RAW: &str = include_str!("../cpp/lessons/day14.cu");

/// The lesson's `reverseTileRacy`: the barrier left out.
pub static REVERSE_TILE_RACY: RawKernel = RawKernel {
    name: "reverseTileRacy",
    cuda: RAW,
};

/// The exercise's step 2: a barrier below the read.
pub static REVERSE_TILE_BARRIER_BELOW: RawKernel = RawKernel {
    name: "reverseTileBarrierBelow",
    cuda: RAW,
};

/// The lesson's input size: 262,755 floats.
pub const ELEMENTS: u64 = 262_755;

/// What `out` holds after reversing each block's tile of `input`, in blocks of
/// `threads`, with only the first `keep` threads of each block taking part
/// (`keep == threads` for the whole tile). Cells no thread writes keep `untouched`.
pub fn reversed(input: &[f32], threads: usize, keep: usize, untouched: f32) -> Vec<f32> {
    let mut out = vec![untouched; input.len()];
    for (start, chunk) in (0..input.len())
        .step_by(threads)
        .map(|s| (s, &input[s..input.len().min(s + threads)]))
    {
        for tid in 0..keep.min(chunk.len()) {
            out[start + tid] = chunk.get(keep - 1 - tid).copied().unwrap_or(0.0);
        }
    }
    out
}
