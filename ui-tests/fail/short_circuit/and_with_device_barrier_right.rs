//! Class H: the barrier hidden in a device function, in the right operand of `&&`.
use cuda_sync::prelude::*;

#[device]
fn synced_flag(block: ThisBlock) -> bool {
    block.sync_threads();
    true
}

#[kernel]
pub fn and_barrier(block: ThisBlock, out: &mut [u32]) {
    if block.thread_index() == 0u32 && synced_flag(block) {
        out[block.global_index()] = 1u32;
    }
}

fn main() {}
