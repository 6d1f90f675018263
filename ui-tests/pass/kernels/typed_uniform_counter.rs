//! Red team, round 1: a loop counter that every thread keeps the same. A
//! `let mut` from a literal is a per-thread accumulator; declaring it
//! `Uniform<u32>` makes it block-uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn count_rounds(block: ThisBlock, n: u32, out: &mut [u32]) {
    let mut i: Uniform<u32> = 0u32;
    while i < n {
        block.sync_threads();
        i += 1u32;
    }
    out[block.global_index()] = i.get();
}

fn main() {}
