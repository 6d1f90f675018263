//! A shuffle names every lane of the warp in its mask; under `lane < 16`
//! only half of them arrive, and the other half never answer (rule U2).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let i = block.global_index();
    if block.lane_index() < 16u32 {
        out[i] = block.shuffle_xor(input[i], 1u32);
    }
}

fn main() {}
