//! `&&` and `||` on per-thread values, as in any kernel.
use cuda_sync::prelude::*;

#[kernel]
pub fn in_range(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let i = block.index() * block.size() + block.thread_index();
    if i < n && input[i as usize] > 0.0f32 || i == 0u32 {
        out[block.global_index()] = 1.0f32;
    }
}

fn main() {}
