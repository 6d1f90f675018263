//! Red team, round 64: `x <<= 3u32` on a `u64` was refused where `x = x <<
//! 3u32` was taken. A plain or a uniform value shifts in place by a uniform
//! amount of another type, as by one of its own. Red team (Rust's meaning,
//! round 3): a uniform value shifted by a thread's own amount of another
//! type (`(mask >> lane) & 1u64`), and shifts by a `usize` or `i64`
//! argument, were refused.
use cuda_sync::prelude::*;

#[kernel]
pub fn shifted(block: ThisBlock, #[len(n)] input: &[u64], n: u64, #[len(n)] out: &mut [u64]) {
    let mut stride: Uniform<u64> = 1u64;
    for _round in 0u32..4u32 {
        stride <<= 1u32;
        block.sync_threads();
    }
    for i in block.grid_stride(n) {
        let mut x = input[i];
        x <<= 3u32;
        x >>= 1i32;
        out[i] = x + stride.get();
    }
}

/// Bit `lane` of a uniform mask, and shifts by `usize` and `i64` arguments.
#[kernel]
pub fn shifted_by_other_types(
    block: ThisBlock,
    mask: u64,
    s: usize,
    t: i64,
    #[len(n)] xs: &[u8],
    n: u64,
    #[len(n)] out: &mut [u64],
) {
    let lane = block.thread_index() % 64u32;
    for i in block.grid_stride(n) {
        let bit = (mask >> lane) & 1u64;
        let moved = (xs[i] << s) ^ (xs[i] >> t);
        out[i] = bit + (moved as u64) * 2u64 + (mask << t) + (s << t) as u64;
    }
}

fn main() {}
