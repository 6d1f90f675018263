//! The scalar methods and constants a kernel may use, as Rust spells them:
//! each is CUDA's own device function in the C++ (`cuda_sync/math.cuh`).
use cuda_sync::prelude::*;

#[device]
pub fn softplus(x: f32) -> f32 {
    (1.0f32 + x.exp()).ln()
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] bits: &[u32],
    #[len(blocks * threads)] out: &mut [f32],
    #[len(blocks * threads)] counts: &mut [u32],
) {
    let i = block.global_index();
    let x = input[i];
    let y = x
        .abs()
        .sqrt()
        .max(0.5f32)
        .min(f32::MAX)
        .mul_add(2.0f32, softplus(x));
    let z = y.powf(1.5f32)
        + y.powi(2i32)
        + x.tanh()
        + x.sin() * x.cos()
        + x.exp2().log2()
        + x.clamp(-1.0f32, 1.0f32);
    let mut w = z.floor() + z.ceil() + z.round() + z.trunc();
    if x.is_nan() || !x.is_finite() {
        w = f32::INFINITY;
    }
    // A float's bits and back: `to_bits`, `f32::from_bits`, `f64::from_bits`.
    w += f32::from_bits(bits[i] & 0x3fff_ffffu32);
    w += f64::from_bits(x.to_bits() as u64) as f32;
    out[i] = w;
    let b = bits[i];
    counts[i] = b.count_ones()
        + b.leading_zeros()
        + b.trailing_zeros()
        + b.wrapping_mul(u32::MAX)
            .rotate_left(3u32)
            .min(u32::MAX - 1u32)
        + x.to_bits().wrapping_add(1u32);
}

fn main() {}
