//! A `loop` whose `break` depends on the thread, with a block barrier in it:
//! the threads that left never arrive (rule U2), as in a `while`.
use cuda_sync::prelude::*;

#[kernel]
pub fn uneven_rounds(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let mut rounds = 0u32;
    loop {
        if rounds == block.thread_index() {
            break;
        }
        block.sync_threads();
        rounds += 1u32;
    }
    out[block.global_index()] = rounds;
}

fn main() {}
