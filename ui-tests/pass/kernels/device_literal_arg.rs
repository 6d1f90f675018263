//! Red team, round 1: a literal passed to a device function's uniform parameter.
use cuda_sync::prelude::*;
#[device]
fn rounds(block: ThisBlock, r: Uniform<u32>) {
    for i in 0u32..r {
        block.sync_threads();
    }
}
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    rounds(block, 4u32);
    out[block.global_index()] = 1u32;
}

fn main() {}
