//! Anything outside the kernel subset is a macro error on the construct.
use cuda_sync::prelude::*;

#[kernel]
pub fn uses_a_closure(block: ThisBlock, out: &mut [u32]) {
    let double = |x: u32| x * 2u32;
    out[block.global_index()] = double(block.thread_index());
}

fn main() {}
