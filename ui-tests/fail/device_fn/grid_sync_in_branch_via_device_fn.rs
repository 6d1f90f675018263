//! Day 14, one scope up: a grid barrier in a device function called inside a branch.
use cuda_sync::prelude::*;

#[device]
fn everyone(block: ThisBlock, grid: GridBarrier, cells: Global<u32>) {
    let written = cells.write_own(1u32);
    let synced = block.sync_grid(grid, written);
}

#[kernel(cooperative)]
pub fn some_blocks(block: ThisBlock, grid: GridBarrier, cells: Global<u32>) {
    if block.index() < 4u32 {
        everyone(block, grid, cells);
    }
}

fn main() {}
