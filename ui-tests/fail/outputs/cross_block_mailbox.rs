//! Block 0 leaves a value in an output cell for block 1 to pick up: nothing
//! orders the two blocks, so block 1 may read before block 0 writes.
use cuda_sync::prelude::*;

#[kernel]
pub fn mailbox(block: ThisBlock, out: &mut [u32]) {
    let i = block.global_index();
    if block.index() == 0u32 {
        out[i] = 7u32;
    } else {
        let mail = out[i - block.size().get() as u64];
        out[i] = mail;
    }
}

fn main() {}
