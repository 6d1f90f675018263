//! Red team, round 8: shared memory of `Uniform` cells would hand out per-thread
//! values under a uniform type, and a barrier would branch on them.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let s: Shared<Uniform<u32>, 2> = block.shared();
    let v = s.atomic::<Block>(block.thread_index() % 2u32).load(Relaxed);
    if v == 1u32 {
        let total = block.reduce_sum(1u32);
        out[block.global_index()] = total.get();
    }
}

fn main() {}
