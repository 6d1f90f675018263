//! Day 14: an early return after the thread wrote its cell. The barrier does not
//! wait for the threads that left, and does not order what they wrote.
use cuda_sync::prelude::*;

#[kernel]
pub fn reverse_tile_exit_late(block: ThisBlock, input: &[f32], n: u64, keep: u32, out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.index() as u64 * block.size() as u64 + tid as u64;
    let tile = tile.write_own(input[i as usize]);
    if tid >= keep {
        return;
    }
    let tile = tile.sync_threads();
    let src = block.size() - 1u32 - tid;
    if i < n {
        out[block.global_index()] = tile.read(src);
    }
}

fn main() {}
