//! A uniform value is a per-thread value too: a kernel's scalar argument, a
//! block index or a uniform variable passes to a device function's plain
//! parameter as its plain value, in the Rust and the C++ alike; a `Uniform`
//! parameter still takes only a uniform one, such as a literal or a const
//! parameter alone (`rounds(block, N)`).
use cuda_sync::prelude::*;

#[device]
pub fn twice(x: u32) -> u32 {
    x * 2u32
}

#[device]
pub fn scaled(a: f32, x: f32, steps: Uniform<u32>) -> f32 {
    a * x + steps.get() as f32
}

#[kernel]
pub fn uniform_arguments(
    block: ThisBlock,
    n: u32,
    a: f32,
    #[len(blocks * threads)] out: &mut [f32],
) {
    let i = block.global_index();
    let rounds: Uniform<u32> = 3u32;
    let doubled = twice(n) + twice(block.index()) + twice(rounds) + twice(i as u32);
    out[i] = scaled(a, doubled as f32, n);
}

#[device]
pub fn rounds(block: ThisBlock, k: Uniform<u32>) -> u32 {
    let mut done = 0u32;
    for _ in 0u32..k {
        block.sync_threads();
        done += 1u32;
    }
    done
}

#[kernel]
pub fn const_rounds<const N: u32>(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let total = rounds(block, N) + rounds(block, 2u32) + twice(N);
    out[block.global_index()] = total;
}

/// The rounds `constant_rounds` runs.
pub const ROUNDS: u32 = 3;

/// A constant alone is a uniform result, as a literal is.
#[device]
pub fn all_rounds() -> Uniform<u32> {
    ROUNDS
}

/// A constant alone passes to a `Uniform` parameter, in the Rust and the C++.
#[kernel]
pub fn constant_rounds(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let named = rounds(block, ROUNDS);
    let returned = rounds(block, all_rounds());
    let none = rounds(block, u32::MAX - u32::MAX);
    out[block.global_index()] = named + returned + none;
}

#[device]
pub fn widened(a: u64, b: i64, c: f64) -> f64 {
    a as f64 + b as f64 + c
}

/// A constant alone converts to a wider parameter as C++ converts it, without
/// loss (`u32::MAX` to `u64`, `-5i32` to `i64`, `2.5f32` to `f64`).
#[kernel]
pub fn constants_widened(block: ThisBlock, #[len(blocks * threads)] out: &mut [f64]) {
    out[block.global_index()] = widened(u32::MAX, -5i32, 2.5f32) + widened(7u32, 5i32, 1.0f32);
}

#[device]
pub fn put(block: ThisBlock, out: &mut Output<u32, ByLeader>, value: u32) {
    if let Some(cell) = block.leader().cell() {
        out[cell] = value;
    }
}

/// A kernel's output passes to one device function after another, each
/// call borrowing it again (the leader writes its own cell twice).
#[kernel]
pub fn output_passed_twice(block: ThisBlock, #[len(blocks)] out: Output<u32, ByLeader>) {
    put(block, out, 1u32);
    put(block, out, 2u32);
}

fn main() {}
