//! A float without a suffix in an array: rustc types it from the other
//! cells (`f32`), the C++ would make it a `double`. Beside a value in
//! arithmetic or a comparison (`x[i] * 0.1`, `x[i] * -0.5`), or assigned, it
//! takes the other operand's type, as rustc gives it; here write `0.5f32`.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        let pair = [x[i], 0.5];
        out[i] = pair[0] + pair[1];
    }
}

fn main() {}
