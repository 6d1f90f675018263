//! Fences lesson: a warp exchange in a device function without `__syncwarp()`.
use cuda_sync::prelude::*;

#[device]
fn neighbour(block: ThisBlock, tile: Tile<f32, 256>, x: f32) -> f32 {
    let filled = tile.write_own(x);
    filled.read_lane((block.lane_index() + 1u32) % 32u32)
}

fn main() {}
