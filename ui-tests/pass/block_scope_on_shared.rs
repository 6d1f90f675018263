//! A block-scope atomic is the right, cheap choice where only one block can
//! touch the memory: shared memory (day 29's per-block counters).
use cuda_sync::prelude::*;

#[kernel]
pub fn count_threads_per_block(block: ThisBlock, counts: Output<u32, ByLeader>) {
    let count: Shared<u32, 1> = block.shared();
    if block.thread_index() == 0u32 {
        count.atomic::<Block>(0u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    count.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
    block.sync_threads();
    if let Some(cell) = block.leader().cell() {
        counts[cell] = count.atomic::<Block>(0u32).load(Relaxed);
    }
}

fn main() {}
