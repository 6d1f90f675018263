//! A grid barrier in a cooperative kernel: every block is resident, every thread
//! reaches the barrier, and afterwards any thread reads what any other wrote.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn mirror_across_the_grid(block: ThisBlock, cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    let threads = block.count() as u64 * block.size() as u64;
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let written = cells.write_own((i * 3u64) as u32);
    let synced = block.sync_grid(grid, written);
    out[block.global_index()] = synced.read(threads - 1u64 - i);
}

fn main() {}
