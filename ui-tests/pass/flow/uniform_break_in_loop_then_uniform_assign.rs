//! A block-uniform `break` keeps the rest of the loop uniform.
use cuda_sync::prelude::*;

#[kernel]
pub fn stop_at(block: ThisBlock, rounds: u32, limit: u32, out: &mut [u32]) {
    let mut done = rounds * 0u32;
    for r in 0u32..rounds {
        if r >= limit {
            break;
        }
        done += 1u32;
        block.sync_threads();
    }
    out[block.global_index()] = done.get();
}

fn main() {}
