//! Red team, round 33: `u32` has no `INFINITY` of its own, so rustc takes it
//! from this trait (7), while the C++ reads the shim's limit (0): the GPU
//! would add 0 where rustc adds 7 (rule N1).
use cuda_sync::prelude::*;

pub trait Endless {
    const INFINITY: u32;
}
impl Endless for u32 {
    const INFINITY: u32 = 7;
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        out[i] = input[i] + u32::INFINITY;
    }
}

fn main() {}
