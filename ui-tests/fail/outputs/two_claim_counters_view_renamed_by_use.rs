//! Red team, round 17: a view renamed with `use .. as` is the same view; the
//! rule is checked on the type rustc resolves, not on its spelling.
use cuda_sync::prelude::*;

use cuda_sync::output::ByClaim as Claimed;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(1)] a: Global<u64>,
    #[len(1)] b: Global<u64>,
    #[len(blocks * threads)] out: Output<f32, Claimed>,
) {
    let ca = a.claims::<Device>();
    let cb = b.claims::<Device>();
    let i = block.global_index();
    out[ca.claim()] = input[i];
    out[cb.claim()] = input[i];
}

fn main() {}
