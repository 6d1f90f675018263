//! A `let` binds one name or a flat tuple of names and `_`; a nested
//! pattern is two `let`s.
use cuda_sync::prelude::*;

#[kernel]
pub fn nested(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let t = block.thread_index();
    let ((a, b), c) = ((t, t), t);
    out[block.global_index()] = a + b + c;
}

fn main() {}
