//! Day 14: thread 0 rewrites a cell in one arm while the other threads read it
//! in the other. The arms of a per-thread `if` run at the same time, so the
//! write and the reads race as if no barrier were between them.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[u32],
    #[len(blocks * threads)] out: &mut [u32],
) {
    let tile: Tile<u32, 1024> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    let tile = tile.write_own(input[i]);
    block.sync_threads();
    let mut x = 0u32;
    if tid == 0u32 {
        let again = tile.write_own(0u32);
    } else {
        x = tile.read(0u32);
    }
    out[i] = x;
}

fn main() {}
