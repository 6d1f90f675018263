//! A new user's warp butterfly: a uniform offset halved by `/= 2` and a
//! uniform count stepped by `+= 1`, each with a number without a suffix,
//! which takes the variable's type (it was refused by NVRTC only).
use cuda_sync::prelude::*;

#[kernel]
pub fn warp_max(
    block: ThisBlock,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let i = block.global_index();
    let mut m = x[i];
    let mut offset: Uniform<u32> = 16u32;
    let mut rounds: Uniform<u64> = 0u64;
    while offset > 0u32 {
        m = m.max(block.shuffle_xor(m, offset));
        offset /= 2;
        rounds += 1;
    }
    out[i] = m + rounds.get() as f32 * 0.0f32;
}

fn main() {}
