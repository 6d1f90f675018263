//! A scalar method of uniform operands is uniform, as a pure function's
//! value is: `rounds.min(8)` of a kernel argument bounds a loop with a
//! barrier. An integer beside the receiver takes its type, as rustc gives it.
use cuda_sync::prelude::*;

#[kernel]
pub fn capped_rounds(
    block: ThisBlock,
    rounds: u32,
    scale: f32,
    #[len(n)] input: &[f32],
    n: u64,
    #[len(n)] out: &mut [f32],
) {
    let capped = rounds.min(8);
    for _ in 0u32..capped.max(1) {
        block.sync_threads();
    }
    // Uniform: a kernel argument's method with a literal.
    let factor = scale.max(0.5f32).sqrt();
    let i = block.global_index();
    if i < n {
        // Per-thread: one operand is.
        let x = input[i].clamp(-1.0f32, factor.get());
        let wide = (i as u32).wrapping_mul(3).min(!0);
        out[i] = x + (wide % 2u32) as f32 + factor.get();
    }
}

/// `u64::from` of a uniform value is uniform, a `let` of a scalar type takes
/// a uniform value as its plain one, and an amount without a suffix takes
/// its method's type (`pow`'s `u32`).
#[kernel]
pub fn widened_rounds(
    block: ThisBlock,
    rounds: u32,
    flag: bool,
    #[len(n)] out: &mut [u64],
    n: u64,
) {
    let wide = u64::from(rounds);
    for _ in 0u64..wide.min(4) {
        block.sync_threads();
    }
    let m: u64 = if flag { 5u64 } else { 7u64 };
    let i = block.global_index();
    if i < n {
        out[i] = m.pow(2) + u64::pow(2, 10) + wide.get();
    }
}

fn main() {}
