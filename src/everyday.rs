//! Kernels a GPU Rust user writes every day, in the kernel language: a
//! generic axpy, a grid-stride sum for any `n`, and a histogram with shared
//! bins. `examples/everyday.rs` runs each on the GPU, gates it exactly, and
//! times it beside the same algorithm written by hand in CUDA C++
//! (`cpp/bench/everyday_handwritten.cu`, compiled by the same NVRTC) and
//! beside the library a user would otherwise call (cuBLAS, CUB).

use cuda_sync::launch::RawKernel;
use cuda_sync::prelude::*;

/// Bins of [`histogram`]: a sample `v` counts in bin `v % BINS`.
pub const BINS: u32 = 256;

/// `y = a·x + y`, fused, for `f32` and `f64` (cuBLAS `saxpy`/`daxpy`).
#[kernel]
pub fn axpy<T: Float>(block: ThisBlock, a: T, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        y[i] = a.get().mul_add(x[i], y[i]);
    }
}

/// The sum of `input`, any `n`, into `total` (zero before the launch): each
/// thread sums a grid stride, each block reduces its threads, and each
/// block's leader adds the block's sum at device scope.
#[kernel]
pub fn grid_sum<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    #[len(1)] total: Global<T>,
) {
    let total = total.atomic::<Device>(0u32);
    let mut sum = T::ZERO;
    for i in block.grid_stride(n) {
        sum += input[i];
    }
    let block_sum = block.reduce_sum(sum);
    if block.thread_index() == 0u32 {
        total.fetch_add(block_sum.get(), Relaxed);
    }
}

/// Counts of `input % BINS` into `bins` (zero before the launch): each block
/// counts into its own bins in shared memory, at block scope, and merges them
/// into the device's bins, at device scope. Any block size: each thread
/// clears and merges the bins `t`, `t + size`, ...
#[kernel]
pub fn histogram(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(256)] bins: Global<u32>) {
    let local: Shared<u32, 256> = block.shared();
    let bins = bins.atomics::<Device>();
    for b in block.block_stride(BINS) {
        local.atomic::<Block>(b).store(0u32, Relaxed);
    }
    block.sync_threads();
    for i in block.grid_stride(n) {
        local
            .atomic::<Block>(input[i] % BINS)
            .fetch_add(1u32, Relaxed);
    }
    block.sync_threads();
    for b in block.block_stride(BINS) {
        let count = local.atomic::<Block>(b).load(Relaxed);
        if count > 0u32 {
            bins.at(b).fetch_add(count, Relaxed);
        }
    }
}

/// The bin of a sample: device functions are called from other crates' kernels
/// too (`tests/constructs.rs`), the constant resolved in this crate.
#[device]
pub fn bin_of(sample: u32) -> u32 {
    sample % BINS
}

/// `a·x + y`, fused, for any float: a generic device function of this crate,
/// for other crates' kernels.
#[device]
pub fn fused<T: Float>(a: T, x: T, y: T) -> T {
    a.mul_add(x, y)
}

/// The same three algorithms, written by hand over libcu++.
pub static AXPY_F32_HANDWRITTEN: RawKernel = RawKernel {
    name: "axpyF32Handwritten",
    cuda: HANDWRITTEN,
};
/// [`axpy`] for `f64`, by hand.
pub static AXPY_F64_HANDWRITTEN: RawKernel = RawKernel {
    name: "axpyF64Handwritten",
    cuda: HANDWRITTEN,
};
/// [`grid_sum`] for `f32`, by hand.
pub static GRID_SUM_F32_HANDWRITTEN: RawKernel = RawKernel {
    name: "gridSumF32Handwritten",
    cuda: HANDWRITTEN,
};
/// [`histogram`], by hand.
pub static HISTOGRAM_HANDWRITTEN: RawKernel = RawKernel {
    name: "histogramHandwritten",
    cuda: HANDWRITTEN,
};

const HANDWRITTEN: &str = include_str!("../cpp/bench/everyday_handwritten.cu");
