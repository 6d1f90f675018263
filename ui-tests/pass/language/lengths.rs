//! `len()` and `is_empty()` of a thread's array (`N`, a constant), of an
//! output and of an input (the cells its `#[len(..)]` declares, or the whole
//! buffer's), as Rust's on `[T; N]`, `&mut [T]` and `&[T]`: `for k in
//! 0..weights.len()` runs over the array's cells.
use cuda_sync::prelude::*;

#[kernel]
pub fn lengths(
    block: ThisBlock,
    #[len(n)] input: &[u32],
    whole: &[u32],
    n: u64,
    #[len(n)] out: &mut [u32],
) {
    let weights = [1u32, 2u32, 3u32];
    for i in block.grid_stride(n) {
        let mut s = input[i];
        for k in 0..weights.len() {
            s = s.wrapping_mul(weights[k]) + k as u32;
        }
        if !out.is_empty() && !weights.is_empty() {
            s += out.len() as u32 * 10u32 + weights.len() as u32;
        }
        if !input.is_empty() && !whole.is_empty() {
            s += input.len() as u32 * 100u32 + whole.len() as u32;
        }
        out[i] = s;
    }
}

fn main() {}
