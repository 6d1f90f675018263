//! Red team round 51: with `overflowing_literals` allowed, rustc wraps
//! `4294967297u32` to 1 and the C++ keeps 4294967297: a loop of one round to
//! rustc ran forever on the GPU. A number fits its type.
#![allow(overflowing_literals)]
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let rounds = 4294967297u32;
    let mut j: Uniform<u32> = 0u32;
    while j < rounds {
        block.sync_threads();
        j += 1u32;
    }
    out[block.global_index()] = j.get();
}

fn main() {}
