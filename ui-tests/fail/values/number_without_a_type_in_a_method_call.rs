//! Red team round 49: rustc gives `2.pow(40u32)` the type the `let` wants
//! (`u64`), the C++ computes it in `int` (0 on the GPU); `reduce_sum(3000000)`
//! is a `u64` sum to rustc and an `int` one, overflowing, in the C++. A number
//! in a method call has its suffix.
use cuda_sync::prelude::*;

#[kernel]
pub fn powers(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
    let big: u64 = 2.pow(40u32);
    let total: u64 = block.reduce_sum(3000000).get();
    out[block.global_index()] = big + total;
}

fn main() {}
