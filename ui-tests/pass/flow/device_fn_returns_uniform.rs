//! Device functions return plain and uniform values.
use cuda_sync::prelude::*;

#[device]
fn first_of_block(block: ThisBlock) -> Uniform<u32> {
    block.index() * block.size()
}

#[kernel]
pub fn offsets(block: ThisBlock, out: &mut [u32]) {
    let base = first_of_block(block);
    for k in 0u32..base {
        block.sync_threads();
    }
    out[block.global_index()] = base.get();
}

fn main() {}
