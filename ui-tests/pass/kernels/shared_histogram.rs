//! A block histogram in shared memory, merged into global bins after a barrier.
use cuda_sync::prelude::*;

#[kernel]
pub fn histogram(block: ThisBlock, input: &[u32], n: u32, bins: Global<u32>) {
    let local: Shared<u32, 256> = block.shared();
    let t = block.thread_index();
    local.atomic::<Block>(t).store(0u32, Relaxed);
    block.sync_threads();
    let i = block.index() * block.size() + t;
    if i < n {
        local.atomic::<Block>(input[i as usize] % 256u32).fetch_add(1u32, Relaxed);
    }
    block.sync_threads();
    let bins = bins.atomics::<Device>();
    bins.at(t).fetch_add(local.atomic::<Block>(t).load(Relaxed), Relaxed);
}

fn main() {}
