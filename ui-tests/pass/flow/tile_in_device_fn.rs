//! Class B done right: a device function with its own tile, called by the whole block, twice.
use cuda_sync::prelude::*;

#[device]
fn reverse(block: ThisBlock, x: f32) -> f32 {
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(x).sync_threads();
    tile.read(block.size() - 1u32 - block.thread_index())
}

#[kernel]
pub fn reverse_twice(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    let once = reverse(block, input[i]);
    out[i] = reverse(block, once);
}

fn main() {}
