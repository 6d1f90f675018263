//! A float without a suffix beside the receiver of a method whose operands
//! are all the receiver's type takes that type, as rustc gives it:
//! `x.max(0.1)`, `x.clamp(-0.5, 0.5)`, `x.mul_add(0.1, 0.2)`, for `f32` and
//! `f64` (and `powf`, `atan2`, `hypot`, `copysign` alike; the kernel keeps to
//! the correctly rounded ones, which Rust's results equal bit for bit). Each number is rustc's rounding of its digits to the receiver's
//! type (not the `f32` nearest C++'s `double`): the GPU test compares every
//! result with Rust's, bit for bit, with a literal whose two roundings
//! differ.
// The digits past `1 + 2^-24` are the point: rustc rounds them up in `f32`.
#![allow(clippy::excessive_precision)]
use cuda_sync::prelude::*;

#[kernel]
pub fn typed_by_receiver(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    n: u64,
    #[len(n * 8)] single: Output<f32, Contiguous<Chunks<1024>, 8>>,
    #[len(n * 2)] double: Output<f64, Contiguous<Chunks<256>, 2>>,
) {
    let i = block.thread_index() as u64 + block.index() as u64 * 128u64;
    if i < n {
        let v = x[i];
        let results = [
            v.max(0.1),
            v.min(-0.1),
            v.clamp(-0.5, 0.5),
            v.mul_add(0.1, 0.2),
            v.copysign(-1.0),
            v.max(1.00000005960464478),
            v.min(0.3),
            v.mul_add(-0.1, 0.0),
        ];
        let singles = block.chunks::<1024>().contiguous::<8>();
        for k in 0u32..8u32 {
            if let Some(cell) = singles.cell(k) {
                single[cell] = results[k];
            }
        }
        let w = v as f64;
        let wide = [w.max(0.1), w.mul_add(0.1, 1.00000005960464478)];
        let doubles = block.chunks::<256>().contiguous::<2>();
        for k in 0u32..2u32 {
            if let Some(cell) = doubles.cell(k) {
                double[cell] = wide[k];
            }
        }
    }
}

fn main() {}
