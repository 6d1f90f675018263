//! A grid barrier in a device function called at the kernel's top level.
use cuda_sync::prelude::*;

#[device]
fn publish_all(block: ThisBlock, grid: GridBarrier, cells: Global<u32>, i: u64) -> u32 {
    let written = cells.write_own(1u32);
    let synced = block.sync_grid(grid, written);
    synced.read(0u64)
}

#[kernel(cooperative)]
pub fn everyone(block: ThisBlock, grid: GridBarrier, cells: Global<u32>, out: &mut [u32]) {
    let i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    out[block.global_index()] = publish_all(block, grid, cells, i);
}

fn main() {}
