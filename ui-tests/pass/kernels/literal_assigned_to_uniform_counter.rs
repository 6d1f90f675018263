//! Red team, round 9: a literal assigned to a uniform variable is uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, n: u32, out: &mut [u32]) {
    let mut m: Uniform<u32> = n;
    for i in 0u32..m {
        m = 1u32;
        block.sync_threads();
        out[block.global_index()] = 1u32;
    }
}

fn main() {}
