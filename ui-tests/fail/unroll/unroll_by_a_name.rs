//! `#[unroll(N)]` takes a literal count: the C++'s `#pragma unroll N` needs
//! a constant the preprocessor sees.
use cuda_sync::prelude::*;

const TIMES: u32 = 4;

#[kernel]
pub fn counted(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut sum = 0u32;
    #[unroll(TIMES)]
    for k in 0u32..8u32 {
        sum += input[i] >> k;
    }
    out[i] = sum;
}

fn main() {}
