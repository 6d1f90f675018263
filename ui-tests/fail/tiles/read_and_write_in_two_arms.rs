//! Day 14: a `Readable` tile read in one arm and rewritten in the other. The
//! arms run at once in different threads: the write replaces a cell another
//! thread may still be reading.
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
    let tile = tile.write_own(input[i]).sync_threads();
    let mut x = 0u32;
    if tid < 100u32 {
        x = tile.read(tid + 1u32);
    } else {
        let again = tile.write_own(7u32);
    }
    out[i] = x;
}

fn main() {}
