//! A thread reads back its own `Global` cell: it is the only thread that stores it.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, input: &[u32], cells: Global<u32>, grid: GridBarrier, out: &mut [u32]) {
    let i = block.index() * block.size() + block.thread_index();
    let written = cells.write_own(input[i as usize] * 2u32);
    let mine = written.read_own();
    let synced = block.sync_grid(grid, written);
    out[block.global_index()] = mine + synced.read(0u32);
}

fn main() {}
