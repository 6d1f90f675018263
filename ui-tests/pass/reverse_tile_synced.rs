//! Day 14, `reverseTileSynced`: the barrier between the tile write and the read
//! of another thread's cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse_tile_synced(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let mut value = 0.0f32;
    if i < n {
        value = input[i as usize];
    }
    let tile = tile.write_own(value);
    let tile = tile.sync_threads();
    let src = block.size() - 1u32 - tid;
    if i < n {
        out[block.global_index()] = tile.read(src);
    }
}

fn main() {}
