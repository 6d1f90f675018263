//! Red team, round 5: a reduction in the left operand of `&&`, or in an `if`
//! condition, always runs: it settles the tile write before the return.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    let tile = tile.write_own(input[t as usize]);
    let c = block.reduce_sum(1u32) > 0u32 && n > 5u32;
    if t >= 128u32 {
        return;
    }
    let tile = tile.sync_threads();
    if c {
        out[block.global_index()] = tile.read(255u32 - t);
    }
}

#[kernel]
pub fn k2(block: ThisBlock, input: &[f32], n: u32, out: &mut [f32]) {
    let tile: Tile<f32, 256> = block.shared();
    let t = block.thread_index();
    let tile = tile.write_own(input[t as usize]);
    if block.reduce_sum(1u32) > n {
        out[block.global_index()] = 1.0f32;
    }
    if t >= 128u32 {
        return;
    }
    let tile = tile.sync_threads();
    out[block.global_index()] = tile.read(255u32 - t);
}

fn main() {}
