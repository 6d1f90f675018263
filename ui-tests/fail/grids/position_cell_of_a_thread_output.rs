//! A thread's cell at its 2-D position and its rank in the grid are two ways
//! of handing out cells: in a 32×8 block, thread (0, 1) has rank 32 and cell
//! `WIDTH`, while another thread has rank `WIDTH`. One output takes one view.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    if let Some(cell) = block.cell_2d::<1000>() {
        out[cell] = 1u32;
    }
}

fn main() {}
