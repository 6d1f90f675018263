//! Class B: a device function with its own tile, called in a loop on a per-thread condition.
use cuda_sync::prelude::*;

#[device]
fn swap(block: ThisBlock, x: f32) -> f32 {
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(x).sync_threads();
    tile.read(block.size() - 1u32 - block.thread_index())
}

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let mut x = input[block.thread_index() as usize];
    while x < 10.0f32 {
        x = swap(block, x) + 1.0f32;
    }
    out[block.global_index()] = x;
}

fn main() {}
