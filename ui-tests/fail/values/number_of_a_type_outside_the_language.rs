//! Red team round 51: a number of a type the kernel's C++ does not have.
//! (`200u8 << 1` was 400 on the GPU before `u8` was a type of the language,
//! computed in its own width: `pass/language/narrow_integers.rs`.)
use cuda_sync::prelude::*;

#[kernel]
pub fn doubled(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let a = 200u128;
    let n = a.get() << 1u32;
    out[block.global_index()] = n as u64;
}

fn main() {}
