//! Red team, round 23: `out[i] + set(block, out)`: C++ may run the device
//! function's store to `out[i]` before the read (rule E1: a buffer cell read
//! counts as a read).
use cuda_sync::prelude::*;

#[device]
pub fn set(block: ThisBlock, out: &mut Output<u32, ByThread>) -> u32 {
    out[block.global_index()] = 9u32;
    0u32
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let i = block.global_index();
    out[i] = 1u32;
    let v = out[i] + set(block, out);
    out[i] = v;
}

fn main() {}
