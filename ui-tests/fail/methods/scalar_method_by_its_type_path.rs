//! A scalar method called by its type's path (`u32::clamp(x, lo, hi)`) read
//! as a device function's path, and rustc's errors spoke of the hidden flow
//! argument. It is refused, with the method form to write instead.
use cuda_sync::prelude::*;

#[kernel]
pub fn by_path(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    out[i] = u32::clamp(i as u32, 1u32, 5u32);
}

fn main() {}
