//! A loop over a borrowed array, `for x in &cells` or `cells.iter()`, with
//! `*x` for the cell's value: the borrow keeps the body from writing the
//! array, so the loop sees the cells a copy holds.
use cuda_sync::prelude::*;

#[kernel]
pub fn weighted(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let weights = [input[i], 2u32, 3u32];
    let mut sum = 0u32;
    for w in &weights {
        sum += *w;
    }
    for w in weights.iter() {
        sum = sum.wrapping_mul(*w).max(*w + 1u32);
    }
    out[i] = sum;
}

fn main() {}
