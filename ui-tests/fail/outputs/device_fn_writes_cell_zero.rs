//! The shared cell hides in a device function: every thread that calls it
//! stores `out[0]`.
use cuda_sync::prelude::*;

#[device]
fn record(out: &mut [u32], value: u32) {
    out[0usize] = value;
}

#[kernel]
pub fn flag_hit(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    if input[i] > 3u32 {
        record(out, input[i]);
    }
}

fn main() {}
