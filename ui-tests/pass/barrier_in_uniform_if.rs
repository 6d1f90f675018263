//! Day 14: a barrier inside an `if` is legal when the condition is the same for
//! every thread of the block. `block.index() % 2 == 0` is.
use cuda_sync::prelude::*;

#[kernel]
pub fn barrier_in_even_blocks(block: ThisBlock, out: &mut [u32]) {
    if block.index() % 2u32 == 0u32 {
        block.sync_threads();
    }
    out[block.global_index()] = block.index().get();
}

fn main() {}
