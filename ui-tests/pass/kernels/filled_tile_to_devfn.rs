//! Red team, round 1: a tile filled in the kernel, synchronized and read in a device function.
use cuda_sync::prelude::*;
use cuda_sync::tile::{Filled, Writable};
use cuda_sync::flow::AllThreads;
#[device]
fn exchange(block: ThisBlock, t: Tile<f32, 256, Filled<AllThreads>>) -> f32 {
    let t = t.sync_threads();
    t.read(block.size() - 1u32 - block.thread_index())
}
#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tile = tile.write_own(1.0f32);
    out[block.global_index()] = exchange(block, tile);
}

fn main() {}
