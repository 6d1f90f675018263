//! Class G: threads return inside a loop; the warp sum after it misses their lanes.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], rounds: u32, out: &mut [f32]) {
    let mut x = 0.0f32;
    for r in 0u32..rounds {
        x += input[(block.thread_index() + r) as usize];
        if x > 100.0f32 {
            return;
        }
    }
    out[block.global_index()] = block.warp_sum(x);
}

fn main() {}
