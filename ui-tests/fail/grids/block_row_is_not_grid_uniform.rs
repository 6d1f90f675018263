//! The width of a matrix whose cells threads own is a constant: a value that
//! is only block-uniform could differ between blocks, and give two threads one cell.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, width: u64, #[len(blocks * threads)] out: Output<u32, ByPosition<64>>) {
    if let Some(cell) = block.cell_2d::<width>() {
        out[cell] = 1u32;
    }
}

fn main() {}
