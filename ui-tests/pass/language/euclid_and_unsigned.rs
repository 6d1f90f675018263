//! `rem_euclid`, `div_euclid`, `abs_diff`, `unsigned_abs`,
//! `is_power_of_two`, `wrapping_neg`, `wrapping_abs`, `ilog2`, `ilog10`,
//! `isqrt` and `matches!` as Rust's: the GPU test compares each with Rust's own,
//! bit for bit, at the integer types' edges and on signed zeros and
//! infinities of floats.
use cuda_sync::prelude::*;

/// For each `(a[i], b[i])` (`b[i]` neither 0 nor, with `a[i]` the minimum,
/// -1) and `(x[i], y[i])`: eight results, each as a `u64`.
#[kernel]
pub fn euclid(
    block: ThisBlock,
    #[len(n)] a: &[i32],
    #[len(n)] b: &[i32],
    #[len(n)] x: &[f32],
    #[len(n)] y: &[f32],
    n: u64,
    #[len(n * 8)] out: Output<u64, Contiguous<Chunks<1024>, 8>>,
) {
    let view = block.chunks::<1024>().contiguous::<8>();
    let i = block.thread_index() as u64 + block.index() as u64 * 128u64;
    if i < n {
        let (p, q, u, v) = (a[i], b[i], x[i], y[i]);
        let small = (p as i8, q as i8);
        let results = [
            p.rem_euclid(q) as u64,
            p.div_euclid(q) as u64,
            p.abs_diff(q) as u64,
            p.unsigned_abs() as u64,
            (p as u32).is_power_of_two() as u64,
            u.rem_euclid(v).to_bits() as u64,
            u.div_euclid(v).to_bits() as u64,
            small.0.abs_diff(small.1) as u64
                + ((small.0 as u16).is_power_of_two() as u64) * 1000u64,
        ];
        for k in 0u32..8u32 {
            if let Some(cell) = view.cell(k) {
                out[cell] = results[k];
            }
        }
    }
}

/// For each `(a[i], b[i])`: the wrapping negation and absolute value of
/// `a[i]`, two `matches!`, one with a guard, and integer logarithms and
/// square roots of numbers they are defined for.
#[kernel]
pub fn negations_and_matches(
    block: ThisBlock,
    #[len(n)] a: &[i32],
    #[len(n)] b: &[i32],
    n: u64,
    #[len(n * 8)] out: Output<i32, Contiguous<Chunks<1024>, 8>>,
) {
    let view = block.chunks::<1024>().contiguous::<8>();
    let i = block.thread_index() as u64 + block.index() as u64 * 128u64;
    if i < n {
        let (p, q) = (a[i], b[i]);
        let results = [
            p.wrapping_neg(),
            p.wrapping_abs(),
            matches!(p, -7..=7 | 127) as i32,
            matches!(q, 0..=9 if p > 0) as i32,
            (p.unsigned_abs() | 1).ilog2() as i32,
            (p.unsigned_abs() | 1).ilog10() as i32,
            p.unsigned_abs().isqrt() as i32,
            (q as u8).isqrt() as i32 + (p as i64).wrapping_abs().isqrt() as i32 * 256,
        ];
        for k in 0u32..8u32 {
            if let Some(cell) = view.cell(k) {
                out[cell] = results[k];
            }
        }
    }
}

/// A guard runs once for each alternative of `|` that matches, in order,
/// until it holds, as Rust runs it: `2..=3` after `1..=5` runs the guard
/// again for 2 and 3, and this one holds at its second run. The runs are
/// counted in `runs[i]`, which no other thread touches (`Unordered`: no
/// read of other memory depends on it, rule A1).
#[kernel]
pub fn guards_per_alternative(
    block: ThisBlock,
    #[len(n)] a: &[i32],
    n: u64,
    #[len(n)] runs: Global<u32>,
    #[len(n)] taken: &mut [i32],
) {
    let runs = runs.atomics::<Device>();
    for i in block.grid_stride(n) {
        let runs_here = runs.at(i);
        taken[i] = match a[i] {
            1..=5 | (3 | 2..=3) if runs_here.fetch_add(1u32, Unordered) == 1u32 => 1i32,
            _ => 0i32,
        };
    }
}

fn main() {}
