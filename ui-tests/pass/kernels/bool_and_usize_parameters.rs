//! `bool` and `usize` parameters are scalars like the others: uniform, and
//! passed by value (`usize` is the C++ `unsigned long long`).
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, flag: bool, count: usize, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    if flag {
        block.sync_threads();
        out[i] = count as u32;
    }
}

fn main() {}
