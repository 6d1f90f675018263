//! `let v: _ = ...`: rustc infers the type, the C++ has no type `_` (red
//! team round 55: NVRTC refused it at the first launch).
use cuda_sync::prelude::*;

#[kernel]
pub fn inferred(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        let v: _ = x[i];
        out[i] = v;
    }
}

fn main() {}
