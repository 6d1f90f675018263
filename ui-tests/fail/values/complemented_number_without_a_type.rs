//! `!0` without a suffix: rustc infers its type from later uses (`u64`
//! here), but the C++ makes it an `int` (red team round 55: `m >> 1` was
//! 2^63 - 1 to rustc and 2^64 - 1 on the GPU).
use cuda_sync::prelude::*;

#[kernel]
pub fn complemented(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    let m = !0;
    let cells = [!3, !0];
    for i in block.grid_stride(n) {
        let z: u64 = m.get() >> 1;
        out[i] = z + cells[0] / cells[1];
    }
}

fn main() {}
