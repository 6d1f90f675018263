//! A tuple's cells are plain, even when a uniform value went in: a tuple
//! made in each thread may hold a different value in each (here the
//! second cell), so a barrier under a cell is refused (rule U2).
use cuda_sync::prelude::*;

#[kernel]
pub fn by_cell(block: ThisBlock, rounds: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let pair = (rounds, block.thread_index());
    if pair.1 > 3u32 {
        block.sync_threads();
    }
    out[block.global_index()] = pair.0;
}

fn main() {}
