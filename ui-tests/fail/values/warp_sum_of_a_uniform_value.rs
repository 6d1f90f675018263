//! Red team, round 8: a warp sum of a uniform value is not uniform (a partial last
//! warp sums fewer lanes).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let s = block.warp_sum(block.size());
    out[block.global_index()] = s.get();
}

fn main() {}
