//! Red team, round 33: `int_fast8_t` is a C type (a signed byte); through
//! this alias rustc reads a `u32`, the C++ would cut each value to 8 bits
//! (rule N1).
use cuda_sync::prelude::*;

#[allow(non_camel_case_types)]
type int_fast8_t = u32;

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    for i in block.grid_stride(n) {
        let x: int_fast8_t = input[i];
        out[i] = x;
    }
}

fn main() {}
