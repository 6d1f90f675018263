//! Block-wide operations under a `bool` const parameter alone (`if C`): a
//! const parameter is the same in every thread, as `if C == true` was
//! already taken (red team round 53 found `if C` refused).
use cuda_sync::prelude::*;

#[kernel]
pub fn optionally_synced<const SYNC: bool>(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    let mut total = 0u32;
    if SYNC {
        total += block.reduce_sum(1u32).get();
    }
    if !SYNC {
        block.sync_threads();
    } else if SYNC {
        block.sync_threads();
    }
    for i in block.grid_stride(n) {
        out[i] = total;
    }
}

fn main() {}
