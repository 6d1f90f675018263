//! Red team, round 2: a tile filled, then some threads return, then a device
//! function synchronizes it. A device function that takes a tile needs every thread.
use cuda_sync::prelude::*;
use cuda_sync::flow::AllThreads;
use cuda_sync::tile::Filled;

#[device]
fn finish(block: ThisBlock, t: Tile<f32, 256, Filled<AllThreads>>, out: &mut [f32]) {
    let t = t.sync_threads();
    out[block.global_index()] = t.read(0u32);
}

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let tid = block.thread_index();
    let t = tile.write_own(tid as f32);
    if tid < 5u32 {
        return;
    }
    finish(block, t, out);
}

fn main() {}
