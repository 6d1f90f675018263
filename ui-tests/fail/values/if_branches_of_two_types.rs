//! The two branches of an `if` give one type, as rustc requires.
use cuda_sync::prelude::*;

#[kernel]
pub fn pick(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [u32]) {
    let i = block.global_index();
    if i < n {
        let x = if input[i] > 0.0f32 { 1u32 } else { input[i] };
        out[i] = x;
    }
}

fn main() {}
