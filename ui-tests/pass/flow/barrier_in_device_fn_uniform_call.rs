//! A device function with a barrier, called under a block-uniform condition.
use cuda_sync::prelude::*;

#[device]
fn sync(block: ThisBlock) {
    block.sync_threads();
}

#[kernel]
pub fn even_blocks_sync(block: ThisBlock) {
    if block.index() % 2u32 == 0u32 {
        sync(block);
    }
}

fn main() {}
