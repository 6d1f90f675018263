//! Red team, round 19: rustc makes `v` a u64 from its later use; the C++ would
//! declare it `auto v = 0;`, an int, and cut the input it is given (rule E1).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[u64], #[len(blocks * threads)] out: &mut [u64]) {
    let i = block.global_index();
    let mut v = 0;
    v = input[i];
    out[i] = v;
}

fn main() {}
