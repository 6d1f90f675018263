//! Red team, round 11: a 32-bit claim counter wraps after 2^32 claims, and the
//! thread that wraps draws a number another thread already owns (two writers
//! of one output cell). Claims count in 64 bits.
use cuda_sync::prelude::*;

#[kernel]
pub fn keep(block: ThisBlock, input: &[f32], n: u64, kept: Global<u32>, out: Output<f32, ByClaim>) {
    let kept = kept.claims::<Device>();
    for i in block.grid_stride(n) {
        out[kept.claim()] = input[i];
    }
}

fn main() {}
