//! `thread_index_x() < 32` holds whole warps only when a block row is a
//! multiple of 32 threads: in a 16×16 block, a warp is two rows. Warps are
//! formed from `thread_index()`, the rank; a warp operation is refused here.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[u32], #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    if block.thread_index_x() < 32u32 {
        out[i] = block.warp_sum(input[i]);
    }
}

fn main() {}
