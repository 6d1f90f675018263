//! One output written at two widths: thread (4, 0) owns cell 4 of the 4-wide
//! matrix and thread (0, 1) cell 4 of the 8-wide one. The output's type names
//! its one width.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(64)] out: Output<u32, ByPosition<4>>) {
    if let Some(cell) = block.cell_2d::<4>() {
        out[cell] = 1u32;
    }
    if let Some(cell) = block.cell_2d::<8>() {
        out[cell] = 2u32;
    }
}

fn main() {}
