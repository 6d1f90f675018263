//! A grid-wide barrier, only where every block is resident (day 28's
//! cooperative launch): the launcher refuses a grid the device cannot hold at
//! once, instead of letting the barrier wait for a block that never starts.

use cuda_sync::prelude::*;

/// Every thread writes its cell; after the grid barrier, every thread reads the
/// mirrored cell, which a thread of another block wrote.
#[kernel(cooperative)]
pub fn mirror_across_the_grid(
    block: ThisBlock,
    #[len(blocks * threads)] cells: Global<u32>,
    #[len(2)] grid: GridBarrier,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let threads = block.count() as u64 * block.size() as u64;
    let i = block.global_index();
    let written = cells.write_own((i * 3u64) as u32);
    let synced = block.sync_grid(grid, written);
    out[i] = synced.read(threads - 1u64 - i.get());
}
