//! Rule E1 asks what a called device function does: a pure one (arithmetic
//! only) may sit beside a tile read in one expression, in any order.
use cuda_sync::prelude::*;

#[device]
pub fn square(x: f32) -> f32 {
    x * x
}

#[device]
pub fn norm(x: f32, y: f32) -> f32 {
    square(x) + square(y)
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let i = block.global_index();
    let t = tile.write_own(input[i]).sync_threads();
    let j = (block.thread_index() + 1u32) % block.size();
    out[i] = t.read(j) + norm(input[i], 2.0f32);
}

fn main() {}
