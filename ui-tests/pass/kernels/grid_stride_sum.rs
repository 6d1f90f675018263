//! A grid-stride loop into a per-thread accumulator, then a block reduction.
use cuda_sync::prelude::*;

#[kernel]
pub fn grid_stride_sum(block: ThisBlock, input: &[f32], n: u64, partials: Global<f32>) {
    let stride = block.count() as u64 * block.size() as u64;
    let mut i = block.index() as u64 * block.size() as u64 + block.thread_index() as u64;
    let mut acc = 0.0f32;
    while i < n {
        acc += input[i as usize];
        i += stride.get();
    }
    let s = block.reduce_sum(acc);
    let written = block.leader().store(partials, s.get());
}

fn main() {}
