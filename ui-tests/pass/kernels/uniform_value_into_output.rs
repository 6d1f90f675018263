//! Red team, round 3: a uniform value stored into a per-thread output.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [f32]) {
    if block.thread_index() == 0u32 {
        out[block.global_index()] = block.index() as f32;
    }
}

fn main() {}
