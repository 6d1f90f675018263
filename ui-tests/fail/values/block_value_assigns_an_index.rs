//! Red team round 2: Rust runs the value of `acc[k] += v` before the place,
//! so `k` was the new one; the C++ took the place first, with the old `k`.
//! A block used as a value assigns only the variables it declares.
use cuda_sync::prelude::*;

#[kernel]
pub fn counted(block: ThisBlock, #[len(n)] x: &[u32], n: u64, #[len(n)] out: &mut [u32]) {
    let i = block.global_index();
    if i < n {
        let mut acc = [0u32; 4];
        let mut k = 0u32;
        acc[k] += if x[i] > 0u32 { k += 1u32; 7u32 } else { k += 2u32; 9u32 };
        out[i] = acc[0] * 100u32 + acc[1] * 10u32 + acc[2] + k;
    }
}

fn main() {}
