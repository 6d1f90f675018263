//! An output written by position is not written by rank too (see
//! `position_cell_of_a_thread_output.rs`).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: Output<u32, ByPosition<64>>) {
    if let Some(cell) = block.cell_2d::<64>() {
        out[cell] = 1u32;
    }
    out[block.global_index()] = 2u32;
}

fn main() {}
