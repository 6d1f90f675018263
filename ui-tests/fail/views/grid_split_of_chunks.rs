//! A grid split is of tiles, which have rows: chunks have none, and a grid
//! of threads over them would have no rows to stride.
use cuda_sync::prelude::*;

#[kernel]
pub fn rows_of_a_chunk(block: ThisBlock, out: Output<f32, Coalesced<Chunks<1024>>>) {
    let cells = block.chunks::<1024>().coalesced_2d::<16, 16>();
    if let Some(cell) = cells.cell(0u32) {
        out[cell] = 1.0f32;
    }
}

fn main() {}
