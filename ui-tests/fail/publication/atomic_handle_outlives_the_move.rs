//! Red team, round 4: an atomic handle on a cell, kept across the store and the
//! grid barrier, stores while others read through the proof.
use cuda_sync::prelude::*;
#[kernel(cooperative)]
pub fn k(block: ThisBlock, cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    let handle = cells.atomic::<Device>(0u32);
    let written = cells.write_own(block.thread_index());
    let synced = block.sync_grid(grid, written);
    handle.store(99u32, Relaxed);
    let i = block.index() * block.size() + block.thread_index();
    out[block.global_index()] = synced.read(0u32);
}
fn main() {}
