//! Red team, round 19: thread 0 spins in a device function called in the
//! `if` condition; the others wait at the barrier inside the `if`; the thread
//! that would set the flag does so after it.
use cuda_sync::prelude::*;

#[device]
pub fn leader_waits(block: ThisBlock, flag: &cuda_sync::Atomic<u32, Device>, go: Uniform<u32>) -> Uniform<u32> {
    if block.thread_index() == 0u32 {
        while flag.load(Acquire) == 0u32 {}
    }
    go
}

#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(1)] flags: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flags.atomic::<Device>(0u32);
    let i = block.global_index();
    let tid = block.thread_index();
    if leader_waits(block, &flag, 1u32) > 0u32 {
        block.sync_threads();
    }
    if tid == 1u32 {
        flag.store(1u32, Release);
    }
    out[i] = 1u32;
}

fn main() {}
