//! A claimed number indexes an output that threads also write by grid index:
//! thread k and the claimer of number k write one cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn mixed(block: ThisBlock, input: &[f32], count: Global<u64>, out: &mut [f32]) {
    let claims = count.claims::<Device>();
    let i = block.global_index();
    out[i] = 0.0f32;
    if input[i] > 0.5f32 {
        out[claims.claim()] = input[i];
    }
}

fn main() {}
