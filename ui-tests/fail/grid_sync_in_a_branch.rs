//! A grid barrier under a condition that is uniform within each block but not
//! across the grid: the blocks that skip it leave the others waiting.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn half_the_grid(block: ThisBlock, cells: Global<u32>, grid: GridBarrier) {
    let written = cells.write_own(1u32);
    if block.index() % 2u32 == 0u32 {
        let synced = block.sync_grid(grid, written);
    }
}

fn main() {}
