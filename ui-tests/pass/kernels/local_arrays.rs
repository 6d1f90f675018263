//! A thread's own arrays, `[T; N]`: filled (`[0.0f32; 4]`) or listed
//! (`[a, b, c]`), indexed by a number or a loop variable, assigned in a
//! per-thread branch, handed to and returned from device functions (a
//! generic one among them), and sized by a constant or a const parameter.
use cuda_sync::prelude::*;

const TAPS: usize = 4;

/// `Σ weights[k] · window[k]`, in the order Rust adds it.
#[device]
pub fn dot(weights: [f32; TAPS], window: [f32; TAPS]) -> f32 {
    let mut sum = 0.0f32;
    for k in 0u32..4u32 {
        sum = weights[k].mul_add(window[k], sum);
    }
    sum
}

/// `x`, `x + 1`, `x + 2`.
#[device]
pub fn ramp<T: Scalar>(x: T) -> [T; 3] {
    [x, x + T::ONE, x + T::ONE + T::ONE]
}

/// A 4-tap filter over a grid-stride loop: the window is the thread's own.
#[kernel]
pub fn filter(
    block: ThisBlock,
    #[len(n + 3)] x: &[f32],
    n: u64,
    gain: f32,
    #[len(n)] out: &mut [f32],
) {
    let weights: [f32; TAPS] = [0.125f32, 0.375f32, 0.375f32, gain.get()];
    for i in block.grid_stride(n) {
        let mut window = [0.0f32; TAPS];
        for k in 0u64..4u64 {
            window[k] = x[i + k];
        }
        if window[0] < 0.0f32 {
            window[0] = 0.0f32;
        }
        let steps = ramp(2u32);
        out[i] = dot(weights, window) + steps[2] as f32;
    }
}

/// Each thread's `N` partial sums, kept in its array, then added.
#[kernel]
pub fn partial_sums<const N: usize>(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    for i in block.grid_stride(n) {
        let mut lanes = [x[i]; N];
        let mut total = 0.0f32;
        for j in 0u64..N as u64 {
            lanes[j] = lanes[j] * (j as f32);
            total += lanes[j];
        }
        out[i] = total;
    }
}

fn main() {}
