//! Day 27, `tallyBlocksBlockScope`: `atomicAdd_block` on a counter every block
//! touches. Atomic inside a block, a data race across blocks.
use cuda_sync::prelude::*;

#[kernel]
pub fn tally_blocks_block_scope(block: ThisBlock, tally: Global<u32>) {
    tally.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
}

fn main() {}
