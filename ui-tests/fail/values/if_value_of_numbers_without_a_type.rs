//! Red team (if values): the branches' numbers had no type; rustc made them
//! `u64` from a later use, the C++ an `int`, and `m << 40` shifted 32 bits.
use cuda_sync::prelude::*;

#[kernel]
pub fn shifted(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    let i = block.global_index();
    if i < n {
        let m = if block.thread_index() > 4u32 { 5 } else { 7 };
        let k = i + m;
        out[i] = k + (m << 40u32);
    }
}

fn main() {}
