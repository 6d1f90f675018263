//! The pre-Volta warp-synchronous trick: write a shared cell, read the next
//! lane's cell, no `__syncwarp()` in between. The lanes of a warp no longer run
//! in lockstep, so the read may come before the other lane's write.
use cuda_sync::prelude::*;

#[kernel]
pub fn rotate_within_warps(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let tile = tile.write_own(input[i as usize]);
    out[block.global_index()] = tile.read_lane((block.lane_index() + 1u32) % 32u32);
}

fn main() {}
