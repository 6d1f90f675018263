//! A loop over a thread's array with the index of each cell,
//! `for (k, w) in weights.iter().enumerate()` (or `.into_iter()`, or `_`
//! for an index not used): `k` counts the cells from 0 as a `usize`, and a
//! `continue` skips none of the count.
use cuda_sync::prelude::*;

#[kernel]
pub fn enumerated(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let weights = [input[i], 2u32, 3u32];
    let mut sum = 0u32;
    for (k, w) in weights.iter().enumerate() {
        if k == 1usize {
            continue;
        }
        sum += *w * (k as u32 + 1u32);
    }
    for (k, w) in weights.into_iter().enumerate() {
        sum += weights[k] - w;
    }
    for (_, w) in weights.into_iter().enumerate() {
        sum ^= w;
    }
    out[i] = sum;
}

fn main() {}
