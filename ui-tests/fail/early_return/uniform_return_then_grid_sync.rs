//! Red team, round 1: surplus blocks return, then the rest meet at a grid barrier
//! that waits for every block: it never opens.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    if block.index() > 0u32 {
        return;
    }
    let i = block.index() * block.size() + block.thread_index();
    let written = cells.write_own(1u32);
    let synced = block.sync_grid(grid, written);
    out[block.global_index()] = synced.read(0u32);
}

fn main() {}
