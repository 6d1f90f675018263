//! Red team, round 17: `clone_from` is an assignment in disguise; under a
//! per-thread condition it would make a block-uniform loop bound per-thread.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let mut n: Uniform<u32> = 1u32;
    let two: Uniform<u32> = 2u32;
    if block.thread_index() < 5u32 {
        n.clone_from(&two);
    }
    for _r in 0u32..n {
        block.sync_threads();
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
