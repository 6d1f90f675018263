//! Red team, round 17: the `for` spin inside a device function, then a barrier
//! in the caller.
use cuda_sync::prelude::*;

use cuda_sync::Atomic;

#[device]
pub fn await_flag(block: ThisBlock, flag: &Atomic<u32, Device>) -> u32 {
    let mut seen = 0u32;
    for _k in 0u64..18446744073709551615u64 {
        if flag.load(Acquire) == 1u32 {
            seen = 1u32;
            break;
        }
    }
    seen
}

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] flag: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let tid = block.thread_index();
    let mut seen = 0u32;
    if tid == 0u32 {
        seen = await_flag(block, &flag);
    }
    block.sync_threads();
    if tid == 1u32 {
        flag.store(1u32, Release);
    }
    out[block.global_index()] = seen;
}

fn main() {}
