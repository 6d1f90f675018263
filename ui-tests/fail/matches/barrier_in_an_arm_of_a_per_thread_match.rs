//! A `match` on a thread's own value is a branch per thread, like the `if`
//! chain it is: a barrier in one of its arms is reached by some threads only
//! (rule U2).
use cuda_sync::prelude::*;

#[kernel]
pub fn by_lane(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let lane = block.thread_index() % 32u32;
    match lane {
        0 => block.sync_threads(),
        _ => {}
    }
    out[block.global_index()] = lane;
}

fn main() {}
