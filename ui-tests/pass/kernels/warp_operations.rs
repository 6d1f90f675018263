//! Warp shuffles, votes and reductions where whole warps are converged: at
//! the top of the kernel, and under an `if` on a multiple of 32.
use cuda_sync::prelude::*;

#[device]
pub fn warp_max_f32(block: ThisBlock, value: f32) -> f32 {
    let mut m = value;
    m = m.max(block.shuffle_xor(m, 16u32));
    m = m.max(block.shuffle_xor(m, 8u32));
    m = m.max(block.shuffle_xor(m, 4u32));
    m = m.max(block.shuffle_xor(m, 2u32));
    m.max(block.shuffle_xor(m, 1u32))
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
    #[len(blocks * threads)] votes: &mut [u32],
) {
    let i = block.global_index();
    let x = input[i];
    let largest = warp_max_f32(block, x);
    let shifted = (x - largest).exp();
    let first = block.shuffle(shifted, 0u32);
    let next = block.shuffle_down(shifted, 1u32) + block.shuffle_up(shifted, 1u32);
    out[i] = first + next;
    let positive = block.ballot(x > 0.0f32);
    let same = block.match_any(positive);
    let mut flags = 0u32;
    if block.any(x > 1.0f32) {
        flags = 1u32;
    }
    if block.all(x > -1.0f32) {
        flags = flags + 2u32;
    }
    if block.thread_index() < 64u32 {
        flags = flags + block.warp_min(same) + block.warp_max(positive);
    }
    votes[i] = flags;
}

fn main() {}
