//! A histogram: every thread adds one to its bin. The bins are atomic-only.
use cuda_sync::prelude::*;

#[kernel]
pub fn histogram(block: ThisBlock, input: &[u32], bins: Global<u32>) {
    let i = block.index() * block.size() + block.thread_index();
    let bins = bins.atomics::<Device>();
    bins.at(input[i as usize] % 256u32).fetch_add(1u32, Relaxed);
}

fn main() {}
