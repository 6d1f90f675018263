//! A scalar method called by its type's path is the method of its first
//! argument (`u32::clamp(x, lo, hi)` is `x.clamp(lo, hi)`), so a method the
//! language lacks is refused by its path too, with what the language has.
use cuda_sync::prelude::*;

#[kernel]
pub fn by_path(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let i = block.global_index();
    if i < n {
        out[i] = f32::fract(input[i]) + f32::clamp(input[i], 0.0, 1.0);
    }
}

fn main() {}
