//! The benchmark's kernels that cuda-sync does not write: the hand-written
//! libcu++ reduction (the zero-cost reference) and the scope-cost microkernels.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use cuda_sync::cudarc::driver::{sys, CudaStream, PushKernelArg};
use cuda_sync::{Error, LaunchSize, RawKernel, Runtime};

/// Untimed launches before the timed ones.
pub const WARMUPS: usize = 3;
/// Timed launches; the median is reported.
pub const TIMED: usize = 51;

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

/// Times `launch` with CUDA events: the median over TIMED runs after WARMUPS.
pub fn time_ms(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    mut launch: impl FnMut(usize) -> Result<(), Error>,
) -> Result<f32, Error> {
    Ok(time_each(runtime, stream, 1, 1, |_, run| launch(run))?[0])
}

/// Queues the spinning kernel, so what follows waits for the GPU, not the host.
pub fn block_gpu(runtime: &Runtime, stream: &Arc<CudaStream>) -> Result<(), Error> {
    let function = runtime.raw_function(&SPIN)?;
    let config = runtime.raw_config(&SPIN, LaunchSize::new(1, 1))?;
    let mut builder = stream.launch_builder(&function);
    builder.arg(&SPIN_CYCLES);
    // SAFETY: spin(long long) as in cpp/bench/spin.cu; it touches no memory.
    unsafe { builder.launch(config) }
        .map(|_| ())
        .map_err(cuda_sync::launch::launch_error(SPIN.name))
}

/// Times `kinds` launches the same way, `launch(kind, run)`, taking their
/// samples in turn (in alternating order) so that drift falls on all alike.
/// Each sample is `batch` launches back to back; the result is per launch.
pub fn time_each(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    kinds: usize,
    batch: usize,
    mut launch: impl FnMut(usize, usize) -> Result<(), Error>,
) -> Result<Vec<f32>, Error> {
    let context = stream.context();
    let start = context
        .new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))
        .map_err(crate::report::driver)?;
    let end = context
        .new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))
        .map_err(crate::report::driver)?;
    let mut samples = vec![Vec::with_capacity(TIMED); kinds];
    for run in 0..WARMUPS + TIMED {
        // A, B, then B, A: neither kind always runs first after the host waits.
        let order: Vec<usize> = if run % 2 == 0 {
            (0..kinds).collect()
        } else {
            (0..kinds).rev().collect()
        };
        for kind in order {
            let samples = &mut samples[kind];
            block_gpu(runtime, stream)?;
            start.record(stream).map_err(crate::report::driver)?;
            for launched in 0..batch {
                launch(kind, run * batch + launched)?;
            }
            end.record(stream).map_err(crate::report::driver)?;
            end.synchronize().map_err(crate::report::driver)?;
            if run >= WARMUPS {
                samples.push(start.elapsed_ms(&end).map_err(crate::report::driver)? / batch as f32);
            }
        }
    }
    Ok(samples.iter_mut().map(|s| median(s)).collect())
}

/// The library references' times, as `scripts/gpu-everyday.sh` and
/// `scripts/gpu-scan.sh` write them: `case<TAB>n<TAB>milliseconds[<TAB>check]`
/// a line, keyed by case and n.
pub fn read_library(path: &Path) -> Result<BTreeMap<(String, u64), f32>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Launch {
        kernel: "libraries".into(),
        reason: format!("{}: {e}", path.display()),
    })?;
    Ok(text
        .lines()
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let case = fields.next()?.to_string();
            let n = fields.next()?.parse().ok()?;
            Some(((case, n), fields.next()?.parse().ok()?))
        })
        .collect())
}
