//! A branch of an `if` used as a value runs where the value is computed:
//! a `return` there would leave that computation, not the kernel.
use cuda_sync::prelude::*;

#[kernel]
pub fn clamp(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let i = block.global_index();
    if i < n {
        let x = if input[i] > 0.0f32 { input[i] } else { return };
        out[i] = x;
    }
}

fn main() {}
