//! Day 14: the loop's collective is in a device function its condition calls;
//! a thread-dependent `continue` goes back to that condition with the others.
use cuda_sync::prelude::*;

#[device]
fn any_left(block: ThisBlock, left: u32) -> Uniform<u32> {
    block.reduce_sum(left)
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let mut left = input[i] % 8u32;
    let mut steps = 0u32;
    while any_left(block, left) > 0u32 {
        if left == 0u32 {
            continue;
        }
        left -= 1u32;
        steps += 1u32;
    }
    out[i] = steps;
}

fn main() {}
