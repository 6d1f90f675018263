//! Red team, round 17: a spin spelled as a `for` over a range that never ends
//! in practice, with a `break` on the flag. Thread 0 spins; the others wait at
//! the barrier; the thread that sets the flag does so after the barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let flag: Shared<u32, 1> = block.shared();
    let tid = block.thread_index();
    if tid == 0u32 {
        for _k in 0u64..18446744073709551615u64 {
            if flag.atomic::<Block>(0u32).load(Acquire) == 1u32 {
                break;
            }
        }
    }
    block.sync_threads();
    if tid == 1u32 {
        flag.atomic::<Block>(0u32).store(1u32, Release);
    }
    out[block.global_index()] = 1u32;
}

fn main() {}
