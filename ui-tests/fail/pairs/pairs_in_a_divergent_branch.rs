//! Pairs taken in a thread-dependent branch, each arm with its own stride:
//! the two arms run at once in different threads, and their pairs overlap.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_strides(block: ThisBlock, #[len(n)] keys: &[u32], n: u64, out: &mut [u32]) {
    let tile: Tile<u32, 1024> = block.shared();
    let i = block.global_index();
    let tile = tile.write_strided([keys[i], 0u32]).sync_threads();
    if block.thread_index() < 100u32 {
        let pair = tile.pairs(1u32);
        let (a, b) = pair.values();
        let _sorted = pair.write_pair(a.min(b), a.max(b));
    } else {
        let pair = tile.pairs(2u32);
        let (a, b) = pair.values();
        let _sorted = pair.write_pair(a.min(b), a.max(b));
    }
    out[i] = 0u32;
}

fn main() {}
