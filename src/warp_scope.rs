//! Warp scope without lockstep: shuffles for a warp's sum, and `__syncwarp()`
//! between one lane's write to shared memory and another lane's read ("Memory
//! Consistency and Fences": the pre-Volta `volatile` warp tricks are a data race
//! on all current hardware).

use cuda_sync::prelude::*;

/// Each lane's value summed over its warp, written by every lane.
#[kernel]
pub fn warp_sums(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    out[i as usize] = block.warp_sum(input[i as usize]);
}

/// Each lane writes its cell of a shared tile; after `__syncwarp()` it reads the
/// cell of the next lane in its warp.
#[kernel]
pub fn rotate_within_warps(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let tile = tile.write_own(input[i as usize]).sync_warp();
    out[i as usize] = tile.read_lane((block.lane_index() + 1u32) % 32u32);
}
