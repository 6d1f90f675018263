//! A variable whose first value is the same in every thread is block-uniform
//! (`let mut acc = 2u32 * 2u32;`): `acc += i` with a per-thread `i` would
//! make the threads disagree on it, and a barrier it steers would be
//! divergent. The update is refused, naming the rule, as an assignment is.
use cuda_sync::prelude::*;

#[kernel]
pub fn per_thread_update(block: ThisBlock, rounds: u32, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    let mut acc = 2u32 * rounds;
    acc += i as u32;
    if acc > 8u32 {
        block.sync_threads();
    }
    out[i] = 1u32;
}

fn main() {}
