//! Red team, round 3: a reduction's uniform result assigned to a per-thread variable.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let mut s = 0.0f32;
    s = block.reduce_sum(input[block.thread_index() as usize]);
    out[block.global_index()] = s;
}

fn main() {}
