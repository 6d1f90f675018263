//! A kernel's assertion stops the kernel and reports its line; the GPU
//! formats nothing, so a message with arguments is refused.
use cuda_sync::prelude::*;

#[kernel]
pub fn bounded_inputs(block: ThisBlock, #[len(n)] input: &[u32], n: u64) {
    let i = block.global_index();
    if i < n {
        assert!(input[i] < 10u32, "input {} is {}", i, input[i]);
    }
}

fn main() {}
