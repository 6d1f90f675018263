//! Surplus blocks return together: every thread left in the others is present.
use cuda_sync::prelude::*;

#[kernel]
pub fn used_blocks(block: ThisBlock, input: &[f32], blocks: u32, out: &mut [f32]) {
    if block.index() >= blocks {
        return;
    }
    let i = block.global_index();
    let s = block.reduce_sum(input[i]);
    out[i] = s.get();
}

fn main() {}
