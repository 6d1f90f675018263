//! A counter as the signal: each thread stores its result, then counts
//! itself done with a relaxed add. Whoever sees the count complete may still
//! read a stale result: the count must release (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn counted_done(
    block: ThisBlock,
    #[len(blocks * threads)] results: Global<u32>,
    #[len(1)] done: Global<u32>,
) {
    let results = results.atomics::<Device>();
    let done = done.atomic::<Device>(0u32);
    let i = block.global_index();
    results.at(i).store(i as u32, Relaxed);
    done.fetch_add(1u32, Relaxed);
}

fn main() {}
