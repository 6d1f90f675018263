//! Red team, round 14: a block-wide operation in a while condition (c23_collective_in_perthread_while_cond).
use cuda_sync::prelude::*;
// A block reduction in the condition of a while whose condition is per-thread:
// from the second evaluation on only the threads still in the loop reach it.
#[kernel]
pub fn k(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut r = 0u32;
    while block.reduce_sum(1u32) > r {
        r += input[i];
    }
    out[i] = r;
}
fn main() {}
