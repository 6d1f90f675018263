//! Red team, round 8: an input buffer of `Uniform` values: each thread reads its
//! own cell, and the value is per-thread.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[Uniform<u32>], out: &mut [u32]) {
    let v = input[block.thread_index() as usize];
    out[block.global_index()] = v.get();
}

fn main() {}
