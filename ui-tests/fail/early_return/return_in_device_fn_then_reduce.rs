//! Class G: inside a device function, a thread-dependent return before a reduction.
use cuda_sync::prelude::*;

#[device]
fn partial(block: ThisBlock, x: f32) -> f32 {
    if x < 0.0f32 {
        return 0.0f32;
    }
    block.reduce_sum(x).get()
}

#[kernel]
pub fn calls_partial(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    out[block.global_index()] = partial(block, input[block.thread_index() as usize]);
}

fn main() {}
