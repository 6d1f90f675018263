//! Class F: two claim counters hand out numbers for one output. Both start at
//! 0, so the first claimer of each writes cell 0.
use cuda_sync::prelude::*;

#[kernel]
pub fn split(block: ThisBlock, input: &[f32], small: Global<u64>, large: Global<u64>, out: Output<f32, ByClaim>) {
    let small = small.claims::<Device>();
    let large = large.claims::<Device>();
    let i = block.global_index();
    if input[i] < 0.5f32 {
        out[small.claim()] = input[i];
    } else {
        out[large.claim()] = input[i];
    }
}

fn main() {}
