//! A parameter declares its length once: a second `#[len]` was silently
//! ignored (red team round 59).
use cuda_sync::prelude::*;

#[kernel]
pub fn fill(block: ThisBlock, n: u64, #[len(n)] #[len(2 * n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = 1.0f32;
    }
}

fn main() {}
