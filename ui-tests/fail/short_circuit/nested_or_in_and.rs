//! Class H: the right operand of an inner `||` inside the right operand of `&&`.
use cuda_sync::prelude::*;

#[kernel]
pub fn nested_logic(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let t = block.thread_index();
    if block.index() == 0u32 && (input[t as usize] > 3u32 || block.reduce_sum(t) > 5u32) {
        out[block.global_index()] = 1u32;
    }
}

fn main() {}
