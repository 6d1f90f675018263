//! Red team (protocols round 1): load buffering through a count. A thread
//! reads a cell, then counts itself done, relaxed; the writer waits for the
//! count and overwrites the cell, and the read may return the overwrite (as
//! `Arc::drop` must release). The count must release (rule A1).
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn read_then_done(
    block: ThisBlock,
    #[len(1)] cell: Global<u32>,
    #[len(1)] done: Global<u32>,
    n: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let cell = cell.atomic::<Device>(0u32);
    let done = done.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        while done.load(Acquire) < n {
            block.sleep(100u32);
        }
        cell.store(7u32, Relaxed);
    } else {
        out[i] = cell.load(Relaxed);
        done.fetch_add(1u32, Relaxed);
    }
}

fn main() {}
