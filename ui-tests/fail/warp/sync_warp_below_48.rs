//! Class U2 at warp width: `tid < 48` splits the second warp, whose
//! `__syncwarp()` then names lanes that never arrive.
use cuda_sync::prelude::*;

#[kernel]
pub fn half_a_warp(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    if tid < 48u32 {
        let exchanged = tile.write_own(input[i]).sync_warp();
        out[i] = exchanged.read_lane(0u32);
    }
}

fn main() {}
