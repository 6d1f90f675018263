//! Red team round 49: `0..n` with `n: u64` counts in 64 bits, as rustc types
//! it (the C++ took the bound without a suffix for an `int`, and read only
//! the low 32 bits of `n`).
use cuda_sync::prelude::*;

#[kernel]
pub fn count_to(block: ThisBlock, n: u64, #[len(blocks * threads)] out: &mut [u64]) {
    let mut last = 0u64;
    for i in 0..n {
        last = i;
    }
    out[block.global_index()] = last;
}

fn main() {}
