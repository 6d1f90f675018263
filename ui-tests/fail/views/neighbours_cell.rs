//! A neighbour's cell: the cell after this thread's is the next thread's, so
//! two threads store to it. Arithmetic on an owned cell gives a plain number.
use cuda_sync::prelude::*;

#[kernel]
pub fn shifted(block: ThisBlock, out: Output<f32, Coalesced<Chunks<256>>>) {
    let mine = block.chunks::<256>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell + 1] = 1.0f32;
    }
}

fn main() {}
