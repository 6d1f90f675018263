//! A device function's parameter under `#[cfg]`: rustc drops it, the C++
//! keeps it (red team round 54: NVRTC then refused the call at the first
//! launch).
use cuda_sync::prelude::*;

#[device]
pub fn pick(#[cfg(any())] a: u32, b: u32) -> u32 {
    b
}

#[kernel]
pub fn picked(block: ThisBlock, b: u32, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        out[i] = pick(b.get());
    }
}

fn main() {}
