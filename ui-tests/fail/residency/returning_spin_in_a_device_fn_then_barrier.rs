//! Red team, round 18: a device function spins in a `for` that returns on the
//! flag; the thread that sets the flag waits at the barrier after the call.
use cuda_sync::prelude::*;

#[device]
pub fn wait_set(flag: &cuda_sync::Atomic<u32, Device>) -> u32 {
    for _spin in 0u64..18446744073709551615u64 {
        if flag.load(Acquire) == 1u32 {
            return 1u32;
        }
    }
    0u32
}

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] flag: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let flag = flag.atomic::<Device>(0u32);
    let tid = block.thread_index();
    let mut seen = 0u32;
    if tid == 1u32 {
        seen = wait_set(&flag);
    }
    block.sync_threads();
    if tid == 0u32 {
        flag.store(1u32, Release);
    }
    out[block.global_index()] = seen;
}

fn main() {}
