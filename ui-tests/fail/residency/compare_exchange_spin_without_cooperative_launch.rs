//! A spin lock taken with `compare_exchange` waits on whichever thread holds
//! it, maybe in a block that is not resident yet: a spin needs a cooperative
//! launch (rule R1), whatever atomic operation it spins on.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] lock: Global<u32>) {
    let guard = lock.atomic::<Device>(0u32);
    if block.thread_index() == 0u32 {
        while guard.compare_exchange(0u32, 1u32, Acquire, Relaxed) != 0u32 {
            block.sleep(100u32);
        }
        let _held = guard.exchange(0u32, Release);
    }
}

fn main() {}
