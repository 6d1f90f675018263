//! Red team, round 1: a per-thread inner loop with a divergent `break`, inside a loop with a barrier.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, n: u32, data: &[u32], out: &mut [u32]) {
    let tid = block.thread_index();
    let mut found = 0u32;
    for r in 0u32..n {
        let mut j = 0u32;
        while j < 32u32 {
            if data[(j + tid) as usize] == r.get() {
                found = found + 1u32;
                break;
            }
            j = j + 1u32;
        }
        block.sync_threads();
    }
    out[block.global_index()] = found;
}

fn main() {}
