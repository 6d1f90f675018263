//! `a[t.read(j) % 4] = block.reduce_sum(1).get();` runs the value first (in
//! Rust as in C++17): the tile read runs after the reduction's barrier, so
//! the tile's next write races with it. An index that reads memory beside a
//! value that synchronizes (or the other way round) is refused (rule E1);
//! bind one of them to a `let` first.
use cuda_sync::prelude::*;

#[kernel]
pub fn bins(block: ThisBlock, #[len(n)] x: &[u32], n: u64, #[len(n)] y: &mut [u32]) {
    let tile: Tile<u32, 256> = block.shared();
    let i = block.global_index();
    let j = (block.thread_index() + 1u32) % 256u32;
    let tile = tile.write_own(x[i]);
    block.sync_threads();
    let mut counts = [0u32; 4];
    counts[tile.read(j) % 4u32] = block.reduce_sum(1u32).get();
    let tile = tile.reuse();
    let first = counts[0];
    let tile = tile.write_own(first);
    block.sync_threads();
    y[i] = tile.read(j);
}

fn main() {}
