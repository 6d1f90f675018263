//! Red team (protocols round 3).
//! MP: a global payload (relaxed store), signalled through a shared-memory
//! count (block-scope fetch_add whose result another thread of the block reads).
use cuda_sync::prelude::*;

#[kernel]
pub fn mixed_shared_count_global_mp(block: ThisBlock, #[len(blocks)] data: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let data = data.atomics::<Device>();
    let count: Shared<u32, 1> = block.shared();
    let t = block.thread_index();
    if t == 0u32 {
        count.atomic::<Block>(0u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    let mine = data.at(block.index());
    let i = block.global_index();
    if t == 0u32 {
        mine.store(42u32, Relaxed);
        count.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
    } else if t == 32u32 {
        let c = count.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
        if c == 1u32 {
            // weak outcome: 0 (thread 0's count seen, its payload not)
            out[i] = mine.load(Relaxed);
        }
    }
}

fn main() {}
