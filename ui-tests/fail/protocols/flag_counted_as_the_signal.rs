//! A counter as the signal: each thread stores its result, then counts
//! itself done with a relaxed add; a thread that sees the count complete
//! reads a result, which may still be stale: the count must release (rule
//! A1; `AcqRel` orders the store before it and the reads after it). A count
//! that no thread of the launch reads is free.
use cuda_sync::prelude::*;

#[kernel]
pub fn counted_done(
    block: ThisBlock,
    #[len(blocks * threads)] results: Global<u32>,
    #[len(1)] done: Global<u32>,
    n: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let results = results.atomics::<Device>();
    let done = done.atomic::<Device>(0u32);
    let i = block.global_index();
    results.at(i).store(i as u32, Relaxed);
    done.fetch_add(1u32, Relaxed);
    if done.load(Acquire) == n {
        out[i] = results.at(0u32).load(Relaxed);
    }
}

fn main() {}
