//! Class E: the grid-synced proof outlives a rewrite of the cells it grants.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn rewrite(block: ThisBlock, cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    let i = block.index() * block.size() + block.thread_index();
    let synced = block.sync_grid(grid, cells.write_own(1u32));
    let again = cells.write_own(2u32);
    out[block.global_index()] = synced.read(i + 1u32);
}

fn main() {}
