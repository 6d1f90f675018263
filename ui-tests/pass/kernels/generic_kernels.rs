//! Generic kernels and device functions: one kernel for `f32` and `f64`
//! (compiled once per type it is launched with), a sum over any scalar, a
//! const parameter, and generic device functions whose types C++ deduces
//! from the arguments as rustc infers them (a literal argument included).
use cuda_sync::prelude::*;

#[device]
pub fn lerp<T: Float>(a: T, b: T, t: T) -> T {
    (b - a).mul_add(t, a)
}

#[device]
pub fn first<T: Scalar>(input: &[T]) -> T {
    input[0u32]
}

#[kernel]
pub fn axpy<T: Float>(block: ThisBlock, a: T, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        let halfway = lerp(x[i], T::ONE, T::ONE / (T::ONE + T::ONE));
        y[i] = a.get().mul_add(x[i], halfway) + first(x);
    }
}

#[kernel]
pub fn block_sums<T: Scalar>(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[T],
    #[len(blocks)] sums: Output<T, ByLeader>,
) {
    let sum = block.reduce_sum(input[block.global_index()]);
    if let Some(cell) = block.leader().cell() {
        sums[cell] = sum.get();
    }
}

#[kernel]
pub fn repeat<T: Int, const TIMES: u32>(block: ThisBlock, #[len(n)] out: &mut [T], n: u64) {
    for i in block.grid_stride(n) {
        let mut v = T::ZERO;
        for _k in 0..TIMES {
            v += T::ONE;
        }
        out[i] = v.max(T::MIN) ^ T::ZERO;
    }
}

#[kernel]
pub fn lerp_literal(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = lerp(x[i], 1.0f32, 0.25f32);
    }
}

fn main() {
    assert_eq!(axpy::source::<f32>().entry(), "axpy__f32");
    assert_eq!(repeat::source::<i64, 3>().entry(), "repeat__i64_3");
    assert!(axpy::source::<f64>()
        .translation_unit()
        .contains("Input<double> x_"));
}
