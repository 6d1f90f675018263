//! Red team, round 36: a device function's parameter of reference type is a
//! reference value in its body, whose methods rustc looks up on the
//! reference first; parameters are values (or slices of a kernel's buffers).
use cuda_sync::prelude::*;

#[device]
fn settle(block: &mut ThisBlock) {
    block.sync_threads();
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let mut whole: ThisBlock = block;
    settle(&mut whole);
    out[block.global_index()] = 1u32;
}

fn main() {}
