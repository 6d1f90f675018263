//! Day 14, `reverseTilePrefix`: threads return above the barrier, but before
//! they write anything another thread reads. The barrier waits for the others.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse_tile_prefix(block: ThisBlock, input: &[f32], n: u64, keep: u32, out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    if tid >= keep {
        return;
    }
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let mut value = 0.0f32;
    if i < n {
        value = input[i as usize];
    }
    let tile = tile.write_own(value);
    let tile = tile.sync_threads();
    let src = keep - 1u32 - tid;
    if i < n {
        out[block.global_index()] = tile.read(src);
    }
}

fn main() {}
