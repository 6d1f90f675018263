//! The benchmark's kernels that cuda-sync does not write: the hand-written
//! libcu++ reduction (the zero-cost reference) and the scope-cost microkernels.

use cuda_sync::RawKernel;

/// The tuned last-block reduction, written by hand over libcu++.
pub static SUM_LAST_BLOCK_HANDWRITTEN: RawKernel = RawKernel {
    name: "sumLastBlockHandwritten",
    cuda: include_str!("../cpp/bench/sum_last_block_handwritten.cu"),
};

/// A kernel that spins for a number of clock cycles: the timed work is queued
/// behind it, so CUDA events measure the GPU and not the host's submission.
pub static SPIN: RawKernel = RawKernel {
    name: "spin",
    cuda: include_str!("../cpp/bench/spin.cu"),
};

/// Cycles to spin before each timed launch: about 50 microseconds on an H200.
pub const SPIN_CYCLES: i64 = 100_000;

const SCOPE_COSTS: &str = include_str!("../cpp/bench/scope_costs.cu");

macro_rules! scope_kernels {
    ($($name:literal),* $(,)?) => {
        /// One kernel per synchronization operation, `(unsigned *cells, int iterations)`.
        pub static SCOPE_COST_KERNELS: &[RawKernel] = &[$(RawKernel { name: $name, cuda: SCOPE_COSTS }),*];
    };
}

scope_kernels!(
    "fetch_add_relaxed_block_own",
    "fetch_add_relaxed_device_own",
    "fetch_add_relaxed_system_own",
    "fetch_add_acq_rel_block_own",
    "fetch_add_acq_rel_device_own",
    "fetch_add_acq_rel_system_own",
    "fetch_add_relaxed_block_one",
    "fetch_add_relaxed_device_one",
    "fetch_add_relaxed_system_one",
    "fetch_add_acq_rel_block_one",
    "fetch_add_acq_rel_device_one",
    "fetch_add_acq_rel_system_one",
    "warp_aggregated_add_one",
    "fence_acq_rel_block",
    "fence_acq_rel_device",
    "fence_acq_rel_system",
    "fence_seq_cst_block",
    "fence_seq_cst_device",
    "fence_seq_cst_system",
    "sync_threads",
    "sync_warp",
);

/// The median of `samples` (which it sorts).
pub fn median(samples: &mut [f32]) -> f32 {
    samples.sort_by(f32::total_cmp);
    samples[samples.len() / 2]
}

/// Launch sizes worth trying for a reduction of `n` floats: powers of two, so
/// that every partial sum of all-ones input is exact, with at least 4 floats
/// (one 16-byte load) per thread.
pub fn reduction_grids(n: u64) -> Vec<(u32, u32)> {
    let mut grids = Vec::new();
    for threads in [128u32, 256, 512, 1024] {
        for blocks in (0..14).map(|p| 1u32 << p) {
            if u64::from(blocks) * u64::from(threads) * 4 <= n.max(4 * 1024) {
                grids.push((blocks, threads));
            }
        }
    }
    grids
}
