//! Every read-modify-write of an atomic, each scoped and ordered in its type:
//! a block-scope histogram merged at device scope with float adds, a spin lock
//! taken with compare-exchange in a cooperative launch, and the bit operations
//! (counts: their results unused, each cell of one operation, so rule A1
//! leaves their order free).
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(1)] total: Global<f32>,
    #[len(6)] stats: Global<u32>,
) {
    let i = block.global_index();
    let sum = total.atomic::<Device>(0u32);
    sum.fetch_add(input[i], Relaxed);
    let counters = stats.atomics::<Device>();
    let key = input[i].to_bits();
    counters.at(0u32).fetch_min(key, Relaxed);
    counters.at(1u32).fetch_max(key, Relaxed);
    counters.at(2u32).fetch_or(key & 255u32, Relaxed);
    counters.at(3u32).fetch_xor(1u32, AcqRel);
    counters.at(4u32).fetch_and(u32::MAX, Relaxed);
    counters.at(5u32).fetch_sub(0u32, Release);
}

/// A spin lock, in a kernel of its own: taken after the counts above, its
/// compare-exchange would be a write after them that does not release (rule A1).
#[kernel(cooperative)]
pub fn spin_lock(block: ThisBlock, #[len(1)] lock: Global<u32>) {
    let guard = lock.atomic::<Device>(0u32);
    if block.thread_index() == 0u32 {
        while guard.compare_exchange(0u32, 1u32, Acquire, Relaxed) != 0u32 {
            block.sleep(100u32);
        }
        let _held = guard.exchange(0u32, Release);
    }
}

fn main() {}
