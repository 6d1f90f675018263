//! One region split two ways: thread 1 owns cell 1 split coalesced and cells
//! 4..8 split contiguous, four to a thread, so thread 0's cell 1 (contiguous)
//! is thread 1's cell 1 (coalesced).
use cuda_sync::prelude::*;

#[kernel]
pub fn two_splits(block: ThisBlock, out: Output<u32, Contiguous<Chunks<1024>, 4>>) {
    let mine = block.chunks::<1024>().coalesced();
    for k in 0u32..4u32 {
        if let Some(cell) = mine.cell(k) {
            out[cell] = k;
        }
    }
}

fn main() {}
