//! Day 14: the barrier is in a device function, the thread-dependent `break` in the loop.
//! Later rounds run without the threads that left.
use cuda_sync::prelude::*;

#[device]
fn sync(block: ThisBlock) {
    block.sync_threads();
}

#[kernel]
pub fn leave_then_sync(block: ThisBlock, input: &[f32], rounds: u32) {
    for r in 0u32..rounds {
        sync(block);
        if input[block.thread_index() as usize] > 1.0f32 {
            break;
        }
    }
}

fn main() {}
