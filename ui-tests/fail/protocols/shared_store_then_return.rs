//! Red team (protocols round 1): a thread stores a shared atomic, then
//! returns; the others pass a barrier and load the cell. The barrier waits
//! only for the threads left, so the store is ordered against nobody's load
//! (rule A1, shared memory: after a `return` with shared accesses in its
//! phase, no barrier separates phases).
use cuda_sync::prelude::*;

#[kernel]
pub fn store_then_return(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let cells: Shared<u32, 1> = block.shared();
    let t = block.thread_index();
    if t == 0u32 {
        cells.atomic::<Block>(0u32).store(5u32, Relaxed);
        return;
    }
    block.sync_threads();
    out[block.global_index()] = cells.atomic::<Block>(0u32).load(Relaxed);
}

fn main() {}
