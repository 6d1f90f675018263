//! Red team round 52: `1f64` and `5f32` are floats written without their
//! point, and are taken (the number-suffix check refused them as integers).
use cuda_sync::prelude::*;

#[kernel]
pub fn halves(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] out: &mut [f64],
) {
    let i = block.global_index();
    out[i] = (x[i] / 2f32) as f64 + 1f64;
}

fn main() {}
