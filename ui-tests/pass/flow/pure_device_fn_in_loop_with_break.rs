//! A loop with a thread-dependent `break` may call a device function with no barrier.
use cuda_sync::prelude::*;

#[device]
fn scale(x: f32, by: f32) -> f32 {
    x * by
}

#[kernel]
pub fn search(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let mut i = block.thread_index();
    let mut found = 0.0f32;
    while i < n {
        found = scale(input[i as usize], 2.0f32);
        if found > 10.0f32 {
            break;
        }
        i += block.size().get();
    }
    out[block.global_index()] = found;
}

fn main() {}
