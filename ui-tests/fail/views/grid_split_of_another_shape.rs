//! Two grids of threads over one output: a 16 × 16 grid writes the tile's
//! cell at (y, x), an 8 × 32 grid the cell at (y', x'), and the same cell
//! has an owner in each. An output names one split, grid shape included.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_grids(block: ThisBlock, c: Output<f32, Coalesced2d<Tiles<128, 128, 4096>, 16, 16>>) {
    let mine = block.tiles::<128, 128, 4096>().coalesced_2d::<32, 8>();
    if let Some(cell) = mine.cell(0u32) {
        c[cell] = 1.0f32;
    }
}

fn main() {}
