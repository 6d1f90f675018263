//! Red team, round 19: thread 0 spins in the body (through a device function);
//! the others wait at the `reduce_sum` of the next condition.
use cuda_sync::prelude::*;

#[device]
pub fn spin(flag: &cuda_sync::Atomic<u32, Device>) {
    while flag.load(Acquire) == 0u32 {}
}

#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(1)] flags: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flags.atomic::<Device>(0u32);
    let i = block.global_index();
    let tid = block.thread_index();
    let mut x = 1u32;
    while block.reduce_sum(x) > 0u32 {
        if tid == 0u32 {
            spin(&flag);
        }
        x = 0u32;
    }
    if tid == 1u32 {
        flag.store(1u32, Release);
    }
    out[i] = 1u32;
}

fn main() {}
