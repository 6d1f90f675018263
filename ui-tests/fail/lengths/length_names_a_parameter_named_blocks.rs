//! In a `#[len(..)]`, `blocks` and `threads` are the launch's: the launcher
//! checks the buffer against the grid's blocks. A parameter also named
//! `blocks` would be another value on the device, where the length is
//! spelled by the parameter: red team round 69 found the buffer checked
//! against 4 blocks and written at a million cells, unchecked.
use cuda_sync::prelude::*;

#[kernel]
pub fn fill(block: ThisBlock, blocks: u64, #[len(blocks)] out: &mut [u32]) {
    for i in block.grid_stride(blocks) {
        out[i] = 1u32;
    }
}

fn main() {}
