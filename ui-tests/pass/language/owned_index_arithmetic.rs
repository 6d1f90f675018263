//! Red team, constructs round 3: arithmetic on an owned index is on its
//! 64-bit number, as Rust's `Own` operators give a `u64` (the C++ had
//! computed `i + 1` in the `int` of the literal, and `i >> 1` did not
//! compile in NVRTC).
use cuda_sync::prelude::*;

#[kernel]
pub fn neighbours(block: ThisBlock, #[len(n)] input: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    for i in block.grid_stride(n) {
        let half = i / 2;
        let next = (i + 1) as u64;
        out[i] = input[half] + next + (i >> 1) + (i * 3) % 7;
    }
}

fn main() {}
