//! Constants of the crate, named in kernels and device functions: the C++
//! gets each one's value, with its type (`const TILE: u32 = 256;`).
use cuda_sync::prelude::*;

const SCALE: f32 = 0.5;
const OFFSET: i32 = -2147483648;
const WIDE: u64 = u64::MAX;

mod config {
    pub const SHIFT: u32 = 3;
}
use config::SHIFT;

#[device]
pub fn scaled(x: f32) -> f32 {
    x * SCALE
}

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
    #[len(blocks * threads)] words: &mut [u64],
) {
    let i = block.global_index();
    out[i] = scaled(input[i]) + (OFFSET as f32);
    words[i] = (WIDE >> SHIFT as u64) + i;
}

fn main() {}
