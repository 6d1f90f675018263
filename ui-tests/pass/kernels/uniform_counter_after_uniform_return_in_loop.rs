//! Red team, round 2: a uniform counter in a loop that some blocks leave by `return`.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let mut r: Uniform<u32> = 0u32;
    while r < 4u32 {
        if block.index() == r {
            return;
        }
        r += 1u32;
        block.sync_threads();
    }
    out[block.global_index()] = r.get();
}

fn main() {}
