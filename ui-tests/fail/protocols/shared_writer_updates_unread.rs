//! Red team (protocols round 5).
//! Message passing in shared memory through updates, in one phase: thread 0
//! adds the payload, then the flag, neither result read; the other threads
//! read the flag's result, then the payload's. The reader's results make
//! the phase a protocol, so the writer's two updates pair too: the flag's
//! add may be seen before the payload's.
use cuda_sync::prelude::*;

#[kernel]
pub fn shared_writer_updates_unread(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let cells: Shared<u32, 2> = block.shared();
    if block.thread_index() == 0u32 {
        cells.atomic::<Block>(0u32).store(0u32, Relaxed);
        cells.atomic::<Block>(1u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    if block.thread_index() == 0u32 {
        cells.atomic::<Block>(0u32).fetch_add(42u32, Relaxed);
        cells.atomic::<Block>(1u32).fetch_add(1u32, Relaxed);
    } else {
        let flag = cells.atomic::<Block>(1u32).fetch_add(0u32, Acquire);
        let data = cells.atomic::<Block>(0u32).fetch_add(0u32, Release);
        out[block.global_index()] = flag * 1000u32 + data;
    }
}

fn main() {}
