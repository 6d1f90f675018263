//! An `if` without an `else` has no value but `()`.
use cuda_sync::prelude::*;

#[kernel]
pub fn halve(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let i = block.global_index();
    if i < n {
        let x = if input[i] > 0.0f32 { input[i] * 0.5f32 };
        out[i] = x;
    }
}

fn main() {}
