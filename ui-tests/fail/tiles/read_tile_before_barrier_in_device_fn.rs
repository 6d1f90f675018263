//! Day 14: a device function reads another thread's cell before the barrier.
use cuda_sync::prelude::*;

#[device]
fn peek(block: ThisBlock, x: f32) -> f32 {
    let tile: Tile<f32, 256> = block.shared();
    let filled = tile.write_own(x);
    filled.read(0u32)
}

fn main() {}
