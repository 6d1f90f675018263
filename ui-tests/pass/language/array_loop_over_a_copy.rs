//! Red team (`for` over arrays): the loop runs over a copy, as Rust's
//! `into_iter` takes the array by value, so a write to it in the body is not
//! seen by the loop (the C++ had iterated the array itself).
use cuda_sync::prelude::*;

#[kernel]
pub fn sums_of_a_copy(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    let i = block.global_index();
    if i < n {
        let mut cells = [1u32, 2u32, 3u32, 4u32];
        let mut sum = 0u32;
        for c in cells {
            cells[3] = 100u32;
            sum += c;
        }
        out[i] = sum + cells[3];
    }
}

fn main() {}
