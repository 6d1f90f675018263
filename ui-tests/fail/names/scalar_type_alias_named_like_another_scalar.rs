//! Rule N1 for the scalar types: a `type u32 = u64;` in scope makes the
//! launcher pass 8-byte cells and the C++ index them as 4-byte ones.
use cuda_sync::prelude::*;

#[allow(non_camel_case_types)]
type u32 = u64;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    out[i] = 1u64;
}

fn main() {}
