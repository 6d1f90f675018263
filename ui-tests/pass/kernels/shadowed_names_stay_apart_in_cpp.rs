//! Red team, round 2: a shadowed `t` beside a user's `t_1`: the C++ names never meet.
use cuda_sync::prelude::*;
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    let t_1 = block.size();
    let t = tid;
    if t_1 > 0u32 {
        let t = tid * 2u32 + 1u32;
        if t_1 > 64u32 {
            let b = block.sync_threads();
        }
        out[block.global_index()] = t;
    }
    out[block.global_index()] = 0u32;
}

fn main() {}
