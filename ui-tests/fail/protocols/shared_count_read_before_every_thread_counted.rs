//! A shared count read in the phase the threads add to it: the value depends
//! on how many threads have counted yet (rule A1, shared memory). A barrier
//! inside a branch separates nothing.
use cuda_sync::prelude::*;

#[kernel]
pub fn count(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32], n: u32) {
    let counter: Shared<u32, 1> = block.shared();
    if block.thread_index() == 0u32 {
        counter.atomic::<Block>(0u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    counter.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
    if n > 0u32 {
        block.sync_threads();
    }
    out[block.global_index()] = counter.atomic::<Block>(0u32).load(Relaxed);
}

fn main() {}
