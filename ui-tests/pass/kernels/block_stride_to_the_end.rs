//! Red team round 51: a block-stride loop to `n` near `u32::MAX` ends (its
//! 32-bit index wrapped to a small one below `n` and ran forever).
use cuda_sync::prelude::*;

#[kernel]
pub fn strides(block: ThisBlock, n: u32, #[len(blocks * threads)] out: &mut [u64]) {
    let mut count = 0u64;
    for _b in block.block_stride(n) {
        count += 1u64;
    }
    out[block.global_index()] = count;
}

fn main() {}
