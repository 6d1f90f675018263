//! Red team (protocols round 2): a shared counter zeroed with `fetch_and(0)`
//! while the other threads add: two updates that do not commute, in one
//! phase; an add before the zeroing is lost (rule A1, shared memory: updates
//! of one operation only).
use cuda_sync::prelude::*;

#[kernel]
pub fn count(block: ThisBlock, #[len(blocks * threads)] counts: &mut [u32]) {
    let counter: Shared<u32, 1> = block.shared();
    if block.thread_index() == 0u32 {
        counter.atomic::<Block>(0u32).fetch_and(0u32, Relaxed);
    }
    counter.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
    block.sync_threads();
    counts[block.global_index()] = counter.atomic::<Block>(0u32).load(Relaxed);
}

fn main() {}
