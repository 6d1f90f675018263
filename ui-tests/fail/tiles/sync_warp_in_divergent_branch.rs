//! Fences lesson: `__syncwarp()` under a condition that splits a warp.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(1.0f32);
    if block.thread_index() % 2u32 == 0u32 {
        let tile = tile.sync_warp();
        out[block.global_index()] = tile.read_lane(1u32);
    }
}

fn main() {}
