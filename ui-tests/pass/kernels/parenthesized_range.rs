//! A `for` loop over a range in parentheses, `for k in (0u32..4u32)`, is the
//! loop over the range (red team round 55 found it refused).
use cuda_sync::prelude::*;

#[kernel]
pub fn summed(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        let mut total = 0u32;
        for k in (0u32..4u32) {
            total += k;
        }
        out[i] = total;
    }
}

fn main() {}
