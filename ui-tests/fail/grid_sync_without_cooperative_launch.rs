//! A grid barrier in an ordinary launch: the blocks need not be resident at
//! once, so a block can wait at the barrier for one that cannot start.
use cuda_sync::prelude::*;

#[kernel]
pub fn mirror_across_the_grid(block: ThisBlock, cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    let threads = block.count() as u64 * block.size() as u64;
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let written = cells.write_own((i * 3u64) as u32);
    let synced = block.sync_grid(grid, written);
    out[block.global_index()] = synced.read(threads - 1u64 - i);
}

fn main() {}
