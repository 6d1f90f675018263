//! Nested loops with uniform bounds, a barrier in the inner one, and a
//! block-uniform early exit from the outer one.
use cuda_sync::prelude::*;

#[kernel]
pub fn rounds(block: ThisBlock, input: &[f32], outer: u32, inner: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    let mut ready = tile.write_own(input[t as usize]).sync_threads();
    let mut sum = 0.0f32;
    for o in 0u32..outer {
        if o > 8u32 {
            break;
        }
        for k in 0u32..inner {
            sum += ready.read((t + k) % block.size());
            ready = ready.sync_threads().write_own(sum).sync_threads();
        }
    }
    out[block.global_index()] = sum;
}

fn main() {}
