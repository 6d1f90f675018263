//! `let _ = ..;` computes a value and keeps it nowhere: a counter's
//! previous value, or a warp sum every lane must take part in.
#![deny(warnings)]
use cuda_sync::prelude::*;

#[kernel]
pub fn count(block: ThisBlock, counter: Global<u32>, input: &[f32], out: &mut [f32]) {
    let counter = counter.atomic::<Device>(0u32);
    let i = block.global_index();
    let _ = counter.fetch_add(1u32, Relaxed);
    let _: f32 = block.warp_sum(input[i]);
    out[i] = input[i];
}

fn main() {}
