//! `-x`, `x.abs()` and `x.copysign(y)` on floats change the sign bit alone,
//! as in Rust: a NaN keeps its payload (`f32::from_bits(0x7fc0_0001)`
//! negated is `0xffc0_0001`), where PTX's `neg` and `abs` may give any NaN.
use cuda_sync::prelude::*;

#[kernel]
pub fn signs(
    block: ThisBlock,
    limit: f64,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: &mut [u32],
    #[len(blocks * threads)] wide: &mut [u64],
) {
    let i = block.global_index();
    let x = input[i];
    let negated = -x;
    let magnitude = x.abs();
    let signed = magnitude.copysign(-1.5f32);
    out[i] = negated.to_bits() ^ magnitude.to_bits() ^ signed.to_bits();
    let y = x as f64;
    wide[i] = (-y).to_bits() ^ y.abs().to_bits() ^ y.copysign(-limit).to_bits();
}

fn main() {}
