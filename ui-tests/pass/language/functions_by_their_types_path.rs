//! A scalar method called by its type's path (`f32::max(a, b)`) is the
//! method of its first argument; `u64::from(x)` widens without loss, as
//! Rust's `From` between scalars does (rustc checks which conversions exist).
use cuda_sync::prelude::*;

#[kernel]
pub fn widen_and_clamp(
    block: ThisBlock,
    #[len(n)] input: &[f32],
    #[len(n)] counts: &[u32],
    n: u64,
    #[len(n)] out: &mut [f64],
) {
    let i = block.global_index();
    if i < n {
        let x = f32::max(input[i], 0.0);
        let y = f32::min(1.0, x - 0.25f32);
        let wide = u64::from(counts[i]) << 32u32;
        let both = f64::from(y) + f64::from(counts[i]) + wide as f64;
        let flag = u32::from(x > 0.5f32) + u32::count_ones(!0) / 32u32;
        out[i] = f64::abs(both) + f64::from(flag);
    }
}

fn main() {}
