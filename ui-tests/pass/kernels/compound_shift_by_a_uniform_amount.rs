//! Red team, round 64: `x <<= 3u32` on a `u64` was refused where `x = x <<
//! 3u32` was taken. A plain or a uniform value shifts in place by a uniform
//! amount of another type, as by one of its own.
use cuda_sync::prelude::*;

#[kernel]
pub fn shifted(block: ThisBlock, #[len(n)] input: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    let mut stride: Uniform<u64> = 1u64;
    for _round in 0u32..4u32 {
        stride <<= 1u32;
        block.sync_threads();
    }
    for i in block.grid_stride(n) {
        let mut x = input[i];
        x <<= 3u32;
        x >>= 1i32;
        out[i] = x + stride.get();
    }
}

fn main() {}
