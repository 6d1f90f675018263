//! The single-pass scan of `src/scan.rs` (decoupled look-back) on the GPU.
//!
//! - **Gate**: inclusive and exclusive scans over `i32`, `u32`, `f32` and
//!   `u64`, with each operator (sum, min, max), at every size from
//!   2^`--min-log2` (default 0) to 2^`--max-log2` and at the awkward sizes
//!   between (0, 1, a tile ± 1, primes), `--runs` times each. Integers, and every min and max, must match a CPU reference
//!   exactly (sums wrapping); an `f32` sum must lie within a bound of an `f64`
//!   reference. The output is zeroed before every run, so a run that wrote
//!   nothing cannot pass on the run before it. A min or max scans values over
//!   the whole range, so its running value changes rarely and most tiles take
//!   it from their look-back alone.
//! - **Back to back** (`--back-to-back N`): N launches on one status buffer
//!   (the tile order in its cell 0), never reset by the host, each output checked.
//! - **Bench** (`--bench 20,24,28,30`): the `i32` inclusive sum typed and by
//!   hand (`cpp/bench/scan_handwritten.cu`, same NVRTC, same launch size),
//!   sampled in turn, beside CUB's `DeviceScan::InclusiveSum` and a
//!   device-to-device copy of the same bytes (`scripts/gpu-scan.sh` runs
//!   `cpp/bench/cub_scan.cu` first and hands its times in with `--library`).
//!
//! ```text
//! cargo run --release --example scan [-- --max-log2 30 --runs 100 --back-to-back 10000 --bench 20,24,28,30]
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use cuda_sync::cudarc::driver::{
    CudaSlice, CudaStream, DeviceRepr, PinnedHostSlice, PushKernelArg, ValidAsZeroBits,
};
use cuda_sync::lookback::{self, TileStatus};
use cuda_sync::math::Scalar;
use cuda_sync::{Error, Runtime};
use cuda_sync_lessons::bench::{read_library, time_each, TIMED, WARMUPS};
use cuda_sync_lessons::report;
use cuda_sync_lessons::scan::{
    Kind, Operator, Scan, Workspace, PREFIX_SUM_I32_HANDWRITTEN, THREADS,
};

#[derive(Parser)]
#[command(
    about = "The decoupled look-back scan on the GPU: gated against a CPU reference at every \
             size, launched back to back, and timed beside CUB, by hand and a copy"
)]
struct Options {
    /// The smallest size gated, as a power of two (sizes below it are left
    /// out, so that the largest sizes can run alone).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=30))]
    min_log2: u32,
    /// The largest size gated, as a power of two.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=30))]
    max_log2: u32,
    /// Runs at each size and type.
    #[arg(long, default_value_t = 3, value_parser = report::above_zero())]
    runs: u32,
    /// The element types gated, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "i32,u32,f32,u64")]
    types: Vec<String>,
    /// The operators gated, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = operator, default_value = "sum,min,max")]
    operators: Vec<Operator>,
    /// Launches back to back on one workspace, each output checked (0: none).
    #[arg(long, default_value_t = 0)]
    back_to_back: u32,
    /// Sizes to time, as powers of two, comma-separated (none: no timing).
    #[arg(long, value_delimiter = ',', value_parser = clap::value_parser!(u32).range(10..=30))]
    bench: Vec<u32>,
    /// The library references' times (scripts/gpu-scan.sh writes them).
    #[arg(long, value_name = "FILE")]
    library: Option<PathBuf>,
}

fn main() -> ExitCode {
    report::main(run)
}

fn operator(name: &str) -> Result<Operator, String> {
    match name {
        "sum" => Ok(Operator::Sum),
        "min" => Ok(Operator::Min),
        "max" => Ok(Operator::Max),
        other => Err(format!("no operator `{other}`: sum, min or max")),
    }
}

fn run(options: &Options) -> Result<bool, Error> {
    let runtime = Runtime::new(0)?;
    let stream = runtime.context().default_stream();
    let gpu = Gpu {
        runtime: &runtime,
        stream: &stream,
    };
    if options.min_log2 > options.max_log2 {
        return Err(Error::Launch {
            kernel: "scan".into(),
            reason: format!(
                "--min-log2 {} is above --max-log2 {}: no size to gate",
                options.min_log2, options.max_log2
            ),
        });
    }
    let mut exact = true;
    for name in &options.types {
        for &operator in &options.operators {
            exact &= match name.as_str() {
                "i32" => gpu.gate::<i32>(options, operator)?,
                "u32" => gpu.gate::<u32>(options, operator)?,
                "f32" => gpu.gate::<f32>(options, operator)?,
                "u64" => gpu.gate::<u64>(options, operator)?,
                other => {
                    return Err(Error::Launch {
                        kernel: "scan".into(),
                        reason: format!("no element type `{other}`: i32, u32, f32 or u64"),
                    })
                }
            };
        }
    }
    if options.back_to_back > 0 {
        exact &= gpu.back_to_back(options.back_to_back)?;
    }
    if !options.bench.is_empty() {
        let library = match &options.library {
            Some(path) => read_library(path)?,
            None => BTreeMap::new(),
        };
        exact &= gpu.bench(&options.bench, &library)?;
    }
    Ok(exact)
}

/// The sizes gated from 2^`min_log2` up to 2^`max_log2`: every power of two, and awkward sizes:
/// a tile of 8-byte and of 4-byte elements ± 1, 32 tiles (one look-back
/// window) ± 1, and primes.
fn sizes(min_log2: u32, max_log2: u32) -> Vec<u64> {
    let (floor, limit) = (1u64 << min_log2, 1u64 << max_log2);
    let tiles = [tile::<u64>(), tile::<i32>(), 32 * tile::<i32>()];
    let around = tiles.into_iter().flat_map(|t| [t - 1, t + 1]);
    let primes = [3, 65_537, 1_000_003, 12_345_701];
    let mut sizes: Vec<u64> = (0..=max_log2).map(|p| 1u64 << p).collect();
    sizes.extend(around.chain(primes).chain([0]).filter(|&n| n <= limit));
    sizes.retain(|&n| n >= floor || min_log2 == 0);
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// The elements of one tile of `T`.
fn tile<T>() -> u64 {
    u64::from(THREADS) * u64::from(lookback::items_per_thread::<T>())
}

/// An element type of the gate: its inputs, its reference, and when an output
/// agrees with the reference.
trait Element: Scalar + DeviceRepr + Default + Clone + Send + Sync + std::fmt::Debug {
    /// The reference's element: the type itself for integers, `f64` for `f32`.
    type Exact: Copy + Send + Sync;
    /// The i-th input of a scan with `operator`: small and positive for a
    /// sum, over the whole range for a min or a max.
    fn input(i: u64, operator: Operator) -> Self;
    /// `operator`'s identity, in the reference's type.
    fn identity(operator: Operator) -> Self::Exact;
    /// `sum ∘ x`, in the reference's type.
    fn combine(operator: Operator, sum: Self::Exact, x: Self) -> Self::Exact;
    /// Whether `got` agrees with `want` in a scan of `n` elements.
    fn agrees(want: Self::Exact, got: Self, n: u64, operator: Operator) -> bool;
}

/// The scan of `input`, on the CPU.
fn reference<T: Element>(input: &[T], scan: Scan) -> Vec<T::Exact> {
    let mut sum = T::identity(scan.operator);
    input
        .iter()
        .map(|&x| {
            let before = sum;
            sum = T::combine(scan.operator, sum, x);
            if scan.kind == Kind::Inclusive {
                sum
            } else {
                before
            }
        })
        .collect()
}

/// A hash of `i`, its 64 bits spread (splitmix64's finalizer).
fn spread(i: u64) -> u64 {
    let x = (i ^ (i >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Integers: the wrapping running sum, the running min and max, exactly.
macro_rules! integers {
    ($($t:ty),*) => {$(
        impl Element for $t {
            type Exact = $t;
            fn input(i: u64, operator: Operator) -> $t {
                match operator {
                    Operator::Sum => (i.wrapping_mul(2_654_435_761) >> 7) as $t % 1000 + 1,
                    Operator::Min | Operator::Max => spread(i) as $t,
                }
            }
            fn identity(operator: Operator) -> $t {
                match operator {
                    Operator::Sum => 0,
                    Operator::Min => <$t>::MAX,
                    Operator::Max => <$t>::MIN,
                }
            }
            fn combine(operator: Operator, sum: $t, x: $t) -> $t {
                match operator {
                    Operator::Sum => sum.wrapping_add(x),
                    Operator::Min => sum.min(x),
                    Operator::Max => sum.max(x),
                }
            }
            fn agrees(want: $t, got: $t, _: u64, _: Operator) -> bool {
                want == got
            }
        }
    )*};
}
integers!(i32, u32, u64);

impl Element for f32 {
    type Exact = f64;

    /// A sum's inputs lie in [0, 1); a min's or max's are whole numbers in
    /// [-2^23, 2^23), exact in both precisions.
    fn input(i: u64, operator: Operator) -> f32 {
        match operator {
            Operator::Sum => ((i.wrapping_mul(2_654_435_761) >> 7) % 1024) as f32 / 1024.0,
            Operator::Min | Operator::Max => (spread(i) % (1 << 24)) as f32 - 8_388_608.0,
        }
    }

    fn identity(operator: Operator) -> f64 {
        match operator {
            Operator::Sum => 0.0,
            Operator::Min => f64::INFINITY,
            Operator::Max => f64::NEG_INFINITY,
        }
    }

    fn combine(operator: Operator, sum: f64, x: f32) -> f64 {
        match operator {
            Operator::Sum => sum + f64::from(x),
            Operator::Min => sum.min(f64::from(x)),
            Operator::Max => sum.max(f64::from(x)),
        }
    }

    /// A min or max exactly. A sum within `(log2(n) + tiles + 8) · ε · want`
    /// of the `f64` running sum: each output adds at most that many roundings,
    /// each of at most ε of a partial sum no larger than `want` (every input
    /// is non-negative).
    fn agrees(want: f64, got: f32, n: u64, operator: Operator) -> bool {
        if operator != Operator::Sum {
            return f64::from(got) == want;
        }
        let tiles = f64::from(Workspace::<f32>::launch_size(n).blocks());
        let depth = (n.max(1) as f64).log2() + tiles + 8.0;
        (f64::from(got) - want).abs() <= depth * f64::from(f32::EPSILON) * want
    }
}

/// The first index where `got` disagrees with `want` in a scan with
/// `operator`, checked on every core.
fn first_wrong<T: Element>(want: &[T::Exact], got: &[T], operator: Operator) -> Option<usize> {
    let n = want.len() as u64;
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    let chunk = want.len().div_ceil(cores).max(1 << 16);
    std::thread::scope(|scope| {
        let parts: Vec<_> = want
            .chunks(chunk)
            .zip(got.chunks(chunk))
            .enumerate()
            .map(|(c, (want, got))| {
                scope.spawn(move || {
                    let agree = |(&w, &g): (&T::Exact, &T)| T::agrees(w, g, n, operator);
                    want.iter()
                        .zip(got)
                        .position(|pair| !agree(pair))
                        .map(|i| c * chunk + i)
                })
            })
            .collect();
        parts
            .into_iter()
            .find_map(|part| part.join().expect("a checking thread"))
    })
}

/// The scan timed and launched back to back: the one the hand-written twin has.
const INCLUSIVE_SUM: Scan = Scan {
    kind: Kind::Inclusive,
    operator: Operator::Sum,
};

/// The GPU and its stream.
struct Gpu<'a> {
    runtime: &'a Runtime,
    stream: &'a Arc<CudaStream>,
}

impl Gpu<'_> {
    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<CudaSlice<T>, Error> {
        self.stream.clone_htod(host).map_err(report::driver)
    }

    fn download<T: DeviceRepr + Default + Clone>(
        &self,
        device: &CudaSlice<T>,
    ) -> Result<Vec<T>, Error> {
        self.stream.clone_dtoh(device).map_err(report::driver)
    }

    /// Page-locked host memory for `len` elements, read only through
    /// [`Gpu::download_into`]: a copy into it runs at the link's speed, so
    /// that 100 runs at 2^30 fit in one sitting.
    fn pinned<T: DeviceRepr>(&self, len: usize) -> Result<PinnedHostSlice<T>, Error> {
        // SAFETY: plain page-locked memory (no flags: readable by the CPU at
        // full speed, unlike write-combined), read only where a copy wrote it.
        unsafe { self.stream.context().alloc_pinned_with_flags(len, 0) }.map_err(report::driver)
    }

    /// `device` copied into `host`, once the copy has landed. The copy into
    /// page-locked memory is asynchronous, and on a single stream cudarc
    /// records no event for `as_slice` to wait on: the stream is waited for
    /// here, or the gate would read a copy still in flight.
    fn download_into<'h, T: DeviceRepr + ValidAsZeroBits>(
        &self,
        device: &CudaSlice<T>,
        host: &'h mut PinnedHostSlice<T>,
    ) -> Result<&'h [T], Error> {
        self.stream
            .memcpy_dtoh(device, host)
            .map_err(report::driver)?;
        self.stream.synchronize().map_err(report::driver)?;
        host.as_slice().map_err(report::driver)
    }

    /// At least one cell, so that an empty input is a buffer too.
    fn zeros<T: DeviceRepr + ValidAsZeroBits>(&self, n: u64) -> Result<CudaSlice<T>, Error> {
        self.stream
            .alloc_zeros(n.max(1) as usize)
            .map_err(report::driver)
    }

    /// Every size, both kinds, `runs` times each; prints a line per size.
    fn gate<T: Element>(&self, options: &Options, operator: Operator) -> Result<bool, Error> {
        let mut workspace = Workspace::<T>::new(self.stream)?;
        let mut exact = true;
        for n in sizes(options.min_log2, options.max_log2) {
            let input: Vec<T> = (0..n).map(|i| T::input(i, operator)).collect();
            let device_input = self.upload(&input)?;
            let mut output = self.zeros::<T>(n)?;
            let mut got = self.pinned::<T>(n.max(1) as usize)?;
            let mut wrong = [0u32; 2];
            for (k, kind) in [Kind::Inclusive, Kind::Exclusive].into_iter().enumerate() {
                let scan = Scan { kind, operator };
                let want = reference(&input, scan);
                for _ in 0..options.runs {
                    self.stream
                        .memset_zeros(&mut output)
                        .map_err(report::driver)?;
                    workspace.scan(
                        self.runtime,
                        self.stream,
                        scan,
                        &device_input,
                        n,
                        &mut output,
                    )?;
                    let got = self.download_into(&output, &mut got)?;
                    if let Some(i) = first_wrong::<T>(&want, &got[..n as usize], operator) {
                        if wrong[k] == 0 {
                            println!(
                                "  {} {operator:?} {kind:?} n = {n}: first wrong element {i}: {:?}",
                                T::RUST,
                                got[i]
                            );
                        }
                        wrong[k] += 1;
                    }
                }
            }
            println!(
                "{:<4} {:<3} n = {n:>10}  tiles {:>6}  inclusive {}/{} exact  exclusive {}/{} exact",
                T::RUST,
                format!("{operator:?}").to_lowercase(),
                Workspace::<T>::launch_size(n).blocks(),
                options.runs - wrong[0],
                options.runs,
                options.runs - wrong[1],
                options.runs
            );
            exact &= wrong == [0, 0];
        }
        Ok(exact)
    }

    /// `launches` inclusive sums of one awkward size on one workspace, each
    /// checked, with the inputs alternating so that a stale output is wrong;
    /// then the order's generation must have counted every launch.
    fn back_to_back(&self, launches: u32) -> Result<bool, Error> {
        let n = (1u64 << 16) + 123;
        let inputs: Vec<Vec<i32>> = (0..2)
            .map(|s| (0..n).map(|i| i32::input(i + s, Operator::Sum)).collect())
            .collect();
        let wants: Vec<Vec<i32>> = inputs
            .iter()
            .map(|input| reference(input, INCLUSIVE_SUM))
            .collect();
        let device_inputs = [self.upload(&inputs[0])?, self.upload(&inputs[1])?];
        let mut output = self.zeros::<i32>(n)?;
        let mut workspace = Workspace::<i32>::new(self.stream)?;
        let mut wrong = 0u32;
        for launch in 0..launches as usize {
            workspace.scan(
                self.runtime,
                self.stream,
                INCLUSIVE_SUM,
                &device_inputs[launch % 2],
                n,
                &mut output,
            )?;
            let got = self.download(&output)?;
            if first_wrong::<i32>(&wants[launch % 2], &got, Operator::Sum).is_some() {
                wrong += 1;
            }
        }
        let order = workspace.order(self.stream)?;
        let counted = order == u64::from(launches) << 32;
        println!(
            "back to back: {launches} launches of n = {n}, {wrong} wrong; order counter {order:#x} ({} launches, {} tickets pending): {}",
            order >> 32,
            order & 0xffff_ffff,
            if counted { "every launch counted, none pending" } else { "WRONG" }
        );
        Ok(wrong == 0 && counted)
    }

    /// The i32 inclusive sum typed and by hand at each size, sampled in turn;
    /// each gated first; then the table beside CUB and the copy.
    fn bench(&self, sizes: &[u32], library: &BTreeMap<(String, u64), f32>) -> Result<bool, Error> {
        println!(
            "\nevery time: median of {TIMED} launches after {WARMUPS} warm-ups, each queued behind a spinning kernel, CUDA events; typed and by hand sampled in turn"
        );
        println!(
            "{:>6} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>9}",
            "n",
            "typed ms",
            "hand ms",
            "typed/hand",
            "CUB ms",
            "CUB/typed",
            "copy ms",
            "copy/typed",
            "GB/s"
        );
        let mut exact = true;
        for &log2n in sizes {
            let n = 1u64 << log2n;
            let input: Vec<i32> = (0..n).map(|i| i32::input(i, Operator::Sum)).collect();
            let device_input = self.upload(&input)?;
            let mut typed_out = self.zeros::<i32>(n)?;
            let mut hand_out = self.zeros::<i32>(n)?;
            let mut workspace = Workspace::<i32>::new(self.stream)?;
            let size = Workspace::<i32>::launch_size(n);
            let mut hand_status = self.zeros::<TileStatus<i32>>(u64::from(size.blocks()) + 1)?;
            let by_hand = |status: &mut CudaSlice<TileStatus<i32>>, out: &mut CudaSlice<i32>| {
                launch_by_hand(
                    self.runtime,
                    self.stream,
                    size,
                    &device_input,
                    n,
                    status,
                    out,
                )
            };
            workspace.scan(
                self.runtime,
                self.stream,
                INCLUSIVE_SUM,
                &device_input,
                n,
                &mut typed_out,
            )?;
            by_hand(&mut hand_status, &mut hand_out)?;
            let want = reference(&input, INCLUSIVE_SUM);
            let exact_in = |out: &[i32]| first_wrong::<i32>(&want, out, Operator::Sum).is_none();
            let typed_exact = exact_in(&self.download(&typed_out)?);
            let hand_exact = exact_in(&self.download(&hand_out)?);
            exact &= typed_exact && hand_exact;
            let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| match kind {
                0 => workspace.scan(
                    self.runtime,
                    self.stream,
                    INCLUSIVE_SUM,
                    &device_input,
                    n,
                    &mut typed_out,
                ),
                _ => by_hand(&mut hand_status, &mut hand_out),
            })?;
            let ratio = |case: &str| match library.get(&(case.to_string(), n)) {
                Some(ms) => (format!("{ms:.4}"), format!("{:.3}", ms / times[0])),
                None => ("-".into(), "-".into()),
            };
            let ((cub_ms, cub_ratio), (copy_ms, copy_ratio)) =
                (ratio("cub_inclusive_sum"), ratio("copy"));
            println!(
                "{:>6} {:>10.4} {:>10.4} {:>10.3} {:>10} {:>10} {:>10} {:>10} {:>9.0}   typed exact: {typed_exact}  by hand exact: {hand_exact}",
                format!("2^{log2n}"),
                times[0],
                times[1],
                times[0] / times[1],
                cub_ms,
                cub_ratio,
                copy_ms,
                copy_ratio,
                (8 * n) as f64 / (f64::from(times[0]) * 1e6)
            );
        }
        Ok(exact)
    }
}

/// Launches the hand-written inclusive scan: `(input, n, exclusive, status,
/// output)`, the status buffer's cell 0 the tile order.
fn launch_by_hand(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    size: cuda_sync::LaunchSize,
    input: &CudaSlice<i32>,
    n: u64,
    status: &mut CudaSlice<TileStatus<i32>>,
    output: &mut CudaSlice<i32>,
) -> Result<(), Error> {
    let kernel = &PREFIX_SUM_I32_HANDWRITTEN;
    let function = runtime.raw_function(kernel)?;
    let config = runtime.raw_config(kernel, size)?;
    let mut builder = stream.launch_builder(&function);
    builder
        .arg(input)
        .arg(&n)
        .arg(&false)
        .arg(status)
        .arg(output);
    // SAFETY: the signature of cpp/bench/scan_handwritten.cu's kernel, on
    // buffers of n elements and a status buffer of one cell per block and one more.
    unsafe { builder.launch(config) }
        .map(|_| ())
        .map_err(cuda_sync::launch::launch_error(kernel.name))
}
