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
    let i = block.global_index();
    out[i] = block.warp_sum(input[i]);
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
    let i = block.global_index();
    let tile = tile.write_own(input[i]).sync_warp();
    out[i] = tile.read_lane((block.lane_index() + 1u32) % 32u32);
}
