//! `if`/`else` and blocks as values, as in Rust. The value of an `if` is as
//! uniform as its condition and both branches: a number alone joins a value
//! of either kind, a uniform choice of uniform values bounds a loop with a
//! barrier, and a per-thread choice is per-thread.
use cuda_sync::prelude::*;

#[kernel]
pub fn clamp_and_scale(
    block: ThisBlock,
    rounds: u32,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    // Uniform: the condition and both branches are.
    let steps = if rounds > 8u32 { 8u32 } else { rounds };
    for _ in 0u32..steps {
        block.sync_threads();
    }
    let i = block.global_index();
    if i < n {
        let x = input[i];
        let m = if x > 1.0f32 { 1.0f32 } else { x };
        // Typed by the `let`, through the branches.
        let s: f32 = if i % 2u64 == 0u64 { 0.5 } else { 2.0 };
        // An `else if` chain, and a block with statements in a branch.
        let kind = if m < 0.0f32 {
            0u32
        } else if m < 0.5f32 {
            let twice = m * 2.0f32;
            (twice * 10.0f32) as u32
        } else {
            7u32
        };
        // A `match` as a value: an `if` chain whose branches are values.
        let weight = match kind % 3u32 {
            0 => 1.0f32,
            1 if m > 0.25f32 => 2.0f32,
            _ => 0.5f32,
        };
        // An array as a value (red team, constructs round 3: refused).
        let pair = if m > 0.5f32 {
            [1u32, 2u32]
        } else {
            [3u32, 4u32]
        };
        // A block as a value, its names its own.
        let scaled = {
            let t = m * s;
            t + kind as f32 * weight + pair[1] as f32
        };
        out[i] = scaled;
    }
}

/// A warp-uniform choice bounds a loop whose iterations differ between warps.
#[kernel]
pub fn per_warp_rounds(block: ThisBlock, rounds: u32, #[len(n)] out: &mut [u32], n: u64) {
    let steps = if block.thread_index() < 32u32 {
        2u32
    } else {
        rounds
    };
    let mut count = 0u32;
    for _ in 0u32..steps {
        count += 1u32;
    }
    let i = block.global_index();
    if i < n {
        out[i] = count;
    }
}

fn main() {}
