//! A block-stride fill made readable by a warp barrier: cell `t + k·B` was
//! written by another warp, which `__syncwarp()` does not wait for.
use cuda_sync::prelude::*;

#[kernel]
pub fn lanes(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let tile: Tile<f32, 512> = block.shared();
    let filled = tile.write_strided([input[block.global_index()], 0.0f32]);
    let synced = filled.sync_warp();
    out[block.global_index()] = synced.read_lane(3u32);
}

fn main() {}
