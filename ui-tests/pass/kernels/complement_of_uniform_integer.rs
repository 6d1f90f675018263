//! Red team, round 7: `!` on a uniform integer is its bitwise complement, still uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, mask: u32, out: &mut [u32]) {
    let inverted = !mask;
    let mut bits: Uniform<u32> = 0u32;
    bits |= inverted & 255u32;
    bits ^= 1u32;
    if inverted > 0u32 {
        block.sync_threads();
    }
    out[block.global_index()] = bits.get();
}

fn main() {}
