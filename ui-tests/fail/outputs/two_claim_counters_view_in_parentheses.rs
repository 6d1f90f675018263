//! Red team, round 17: the view written `(ByClaim)` is still ByClaim; two claim
//! counters both hand out cell 0, so two threads store to it (rule O1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(1)] a: Global<u64>,
    #[len(1)] b: Global<u64>,
    #[len(blocks * threads)] out: Output<f32, (ByClaim)>,
) {
    let ca = a.claims::<Device>();
    let cb = b.claims::<Device>();
    let i = block.global_index();
    out[ca.claim()] = input[i];
    out[cb.claim()] = input[i];
}

fn main() {}
