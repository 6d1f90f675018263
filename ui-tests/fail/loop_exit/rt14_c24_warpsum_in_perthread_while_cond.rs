//! Red team, round 14: a block-wide operation in a while condition (c24_warpsum_in_perthread_while_cond).
use cuda_sync::prelude::*;
// A warp sum in the condition of a per-thread while: lanes leave at different rounds.
#[kernel]
pub fn k(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut r = 0u32;
    while block.warp_sum(1u32) > r {
        r += input[i];
    }
    out[i] = r;
}
fn main() {}
