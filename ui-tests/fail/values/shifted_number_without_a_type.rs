//! Red team, round 38: rustc types the `1` of `let m: u64 = 1 << k;` as
//! `u64`, from the `let`; C++ shifts in the left operand's type alone, an
//! `int`, so the GPU got 0 for `k >= 32` and a sign-extended
//! `0xFFFFFFFF80000000` for `k == 31` (rule E1). A shifted number now needs
//! its suffix.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] bits: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    let i = block.global_index();
    let m: u64 = 1 << (bits[i] & 63u64);
    out[i] = m + (1 << 3u32);
}

fn main() {}
