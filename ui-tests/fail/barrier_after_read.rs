//! Day 14 exercise, step 2: a barrier, but below the read. Both racing accesses
//! are on the same side of it, so it orders nothing that matters.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse_tile_barrier_below(block: ThisBlock, input: &[f32], n: u64, out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let tile = tile.write_own(input[i as usize]);
    let src = block.size() - 1u32 - tid;
    let value = tile.read(src);
    let tile = tile.sync_threads();
    if i < n {
        out[block.global_index()] = value;
    }
}

fn main() {}
