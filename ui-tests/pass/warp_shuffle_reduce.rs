//! A warp's sum by shuffles: no shared memory, no `volatile`, no lockstep
//! assumed; and a warp-scope exchange through shared memory with `__syncwarp()`
//! between the writes and the reads.
use cuda_sync::prelude::*;

#[kernel]
pub fn warp_sums_and_rotation(block: ThisBlock, input: &[u32], sums: &mut [u32], rotated: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    sums[block.global_index()] = block.warp_sum(input[i as usize]);
    let tile = tile.write_own(input[i as usize]).sync_warp();
    rotated[block.global_index()] = tile.read_lane((block.lane_index() + 1u32) % 32u32);
}

fn main() {}
