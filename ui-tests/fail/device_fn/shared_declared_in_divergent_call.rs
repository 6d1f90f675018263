//! Class B: a device function with a tile of its own synchronizes when it declares it,
//! so it must be called by the whole block.
use cuda_sync::prelude::*;

#[device]
fn reverse(block: ThisBlock, x: f32) -> f32 {
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(x).sync_threads();
    tile.read(block.size() - 1u32 - block.thread_index())
}

#[kernel]
pub fn some_reverse(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let x = input[block.thread_index() as usize];
    if x > 0.0f32 {
        out[block.global_index()] = reverse(block, x);
    }
}

fn main() {}
