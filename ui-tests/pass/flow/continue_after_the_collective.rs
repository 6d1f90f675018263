//! Day 14: a thread-dependent `continue` below the loop's collective skips only
//! the rest of this iteration; every thread reaches every `reduce_sum`.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    rounds: u32,
    n: u64,
    #[len(n)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let mut acc = 0u32;
    for r in 0u32..rounds {
        let s = block.reduce_sum(1u32);
        if i >= n {
            continue;
        }
        acc += input[i] * s.get() + r.get();
    }
    out[i] = acc;
}

fn main() {}
