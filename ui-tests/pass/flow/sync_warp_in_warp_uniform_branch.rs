//! `__syncwarp()` and a warp sum in a branch that holds whole warps: the thread
//! index against a multiple of 32.
use cuda_sync::prelude::*;

#[kernel]
pub fn first_warps(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    if tid < 32u32 {
        let exchanged = tile.write_own(input[i]).sync_warp();
        out[i] = exchanged.read_lane((block.lane_index() + 1u32) % 32u32);
    }
    if block.thread_index() >= 64 && tid <= 255u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
