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

/// A const parameter is uniform, as a literal is: a loop it bounds may hold
/// a barrier, and a `let` of it is a uniform value in the Rust and the C++.
/// A uniform value shifted by a uniform amount of another type is uniform.
#[kernel]
pub fn rounds<const ROUNDS: u32>(block: ThisBlock, skip: u64, #[len(1)] total: Global<u32>) {
    let total = total.atomic::<Device>(0u32);
    if skip << 3u32 > 64u64 {
        block.sync_threads();
    }
    let tile: Tile<u32, 1024> = block.shared();
    let mut tile = tile;
    for _r in 0u32..ROUNDS {
        let filled = tile.write_own(block.thread_index());
        block.sync_threads();
        let left = filled.read((block.thread_index() + 1u32) % block.size());
        block.sync_threads();
        tile = filled.reuse();
        if left == 0u32 {
            let each = ROUNDS;
            total.fetch_add(each.get(), Relaxed);
        }
    }
}

/// Remainders of floats (C++'s `fmod`) and integers, shifts by a `u32`, and
/// the methods of each trait.
#[kernel]
pub fn trait_operations<F: Float, I: Int>(
    block: ThisBlock,
    #[len(n)] x: &[F],
    #[len(n)] k: &[I],
    n: u64,
    #[len(n)] y: &mut [F],
    #[len(n)] m: &mut [I],
) {
    for i in block.grid_stride(n) {
        let mut r = x[i] % (F::ONE + F::ONE);
        r %= F::ONE;
        let a = x[i].atan2(r).hypot(x[i].sinh()).signum() + x[i].asin() + x[i].cosh();
        y[i] = a.clamp(F::ZERO, F::ONE);
        let b = (k[i] << 3u32) >> 1u32;
        m[i] = (b % I::MAX).pow(2u32).rotate_left(5u32).rotate_right(1u32);
    }
}

#[kernel]
pub fn twice_a_literal(block: ThisBlock, #[len(n)] out: &mut [u64], n: u64) {
    for i in block.grid_stride(n) {
        let t = twice(3u64);
        out[i] = t;
    }
}

#[device]
pub fn twice<T: Scalar>(x: T) -> T {
    x + x
}

/// Numbers without a suffix beside typed values: a uniform `u64` times `2`,
/// an `i32`'s sign, a comparison with a small number, shifts of 64-bit
/// values by one, and a `bool` as a number.
#[kernel]
pub fn literals_beside_typed_values(
    block: ThisBlock,
    k: u64,
    #[len(n)] x: &[i32],
    n: u64,
    #[len(n)] out: &mut [i64],
) {
    let twice: Uniform<u64> = k * 2;
    for i in block.grid_stride(n) {
        let mut v = x[i].signum() as i64;
        if x[i] > 100 {
            v = v + twice.get() as i64;
        }
        let halves = (v >> 1) + ((i.get() >> 1) as i64) + ((x[i] << 2) as i64);
        out[i] = halves + (x[i] > 0) as i64;
    }
}

#[kernel]
pub fn lerp_literal(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    for i in block.grid_stride(n) {
        out[i] = lerp(x[i], 1.0f32, 0.25f32);
    }
}

/// A generic kernel that a `macro_rules!` writes, its element type a `$t:ty`
/// fragment; and a constant of the name of the type parameter, which rustc
/// (and the C++) keep apart.
macro_rules! converting_copy {
    ($name:ident, $elem:ty) => {
        #[kernel]
        pub fn $name<T: Scalar>(
            block: ThisBlock,
            #[len(n)] x: &[$elem],
            n: u64,
            #[len(n)] out: &mut [T],
            #[len(n)] tags: &mut [u32],
        ) {
            for i in block.grid_stride(n) {
                let v: $elem = x[i];
                out[i] = v;
                let tag: u32 = T;
                tags[i] = tag;
            }
        }
    };
}

#[allow(non_upper_case_globals)]
const T: u32 = 3;

converting_copy!(copy_through_a_macro, T);

fn main() {
    assert_eq!(axpy::source::<f32>().entry(), "axpy__f32");
    assert_eq!(repeat::source::<i64, 3>().entry(), "repeat__i64_3");
    assert!(axpy::source::<f64>()
        .translation_unit()
        .contains("Input<double> x_"));
}
