//! The grid's shape left for rustc to infer from the output: the C++ has no
//! output type to take it from.
use cuda_sync::prelude::*;

#[kernel]
pub fn inferred(block: ThisBlock, c: Output<f32, Coalesced2d<Tiles<128, 128, 4096>, 16, 16>>) {
    let cells = block.tiles::<128, 128, 4096>().coalesced_2d::<16, _>();
    if let Some(cell) = cells.cell(0u32) {
        c[cell] = 1.0f32;
    }
}

fn main() {}
