//! Class G: `__syncwarp()` after some lanes returned.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    if input[block.thread_index() as usize] < 0.0f32 {
        return;
    }
    let tile = tile.write_own(1.0f32).sync_warp();
    out[block.global_index()] = tile.read_lane(0u32);
}

fn main() {}
