//! Day 14: a thread-dependent `continue` inside a nested block skips the
//! barrier below that block.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    rounds: u32,
    n: u64,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let i = block.global_index();
    let mut acc = 0u32;
    for r in 0u32..rounds {
        {
            if i >= n {
                continue;
            }
            acc += 1u32;
        }
        block.sync_threads();
        acc += r.get();
    }
    out[i] = acc;
}

fn main() {}
