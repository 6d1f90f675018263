//! Class H: a `while` condition whose right operand is a reduction, behind a per-thread left one.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, n: u32) {
    let mut i = block.thread_index();
    while i < n && block.reduce_sum(1u32) > 0u32 {
        i += 1u32;
    }
}

fn main() {}
