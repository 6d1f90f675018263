//! Two chunk sizes over one output: the block of rank 1 owns cells 128..256
//! of chunks of 128 and the block of rank 0 cells 0..256 of chunks of 256,
//! so threads of two blocks would store to one cell. The output's type names
//! its view, and a cell of another view does not index it.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_sizes(block: ThisBlock, input: &[f32], out: Output<f32, Coalesced<Chunks<256>>>) {
    let mine = block.chunks::<128>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell] = input[cell];
    }
}

fn main() {}
