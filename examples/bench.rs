//! cuda-sync against CUB and against the same kernel written by hand, on the GPU.
//!
//! Every time here is the median of 51 launches after 3 warm-ups, each queued
//! behind a short spinning kernel and bracketed by CUDA events, so it is the
//! GPU's time and not the host's submission; enough input buffers are in
//! rotation that data which fits in L2 is not served from it. `scripts/gpu-bench.sh` builds the CUB program
//! with nvcc and runs it first, in the same run, and hands its results in with
//! `--cub FILE`; the table of ratios comes last.
//!
//! It takes about two minutes; on a terminal, a progress bar over the measured
//! cases is drawn to stderr, out of the way of the tables on stdout.
//!
//! ```text
//! bench [--cub cub.tsv] [--sizes 16,20,24,28,30]
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use cuda_sync::cudarc::driver::{CudaContext, CudaSlice, CudaStream, PushKernelArg};
use cuda_sync::launch::{Compiler, KernelSource};
use cuda_sync::{Error, LaunchSize, Runtime};
use cuda_sync_lessons::bench::{
    reduction_grids, time_each, time_ms, SCOPE_COST_KERNELS, SUM_LAST_BLOCK_HANDWRITTEN, TIMED,
    WARMUPS,
};
use cuda_sync_lessons::ptx::{entry, sync_instructions};
use cuda_sync_lessons::{day14, day27, report};
use indicatif::{ProgressBar, ProgressFinish, ProgressStyle};

const ROTATION_BYTES: u64 = 256 << 20;
/// Launches per sample when comparing with the hand-written kernel: at a few
/// microseconds a launch, one launch is close to the CUDA events' resolution.
const ZERO_COST_BATCH: usize = 50;

#[derive(Parser)]
#[command(
    about = "cuda-sync against CUB and against the same kernel written by hand, on the \
             GPU: reduction times, the PTX compared, the cost of each synchronization \
             operation, compile and load times, then the ratios"
)]
struct Options {
    /// CUB's times to compare with: n and milliseconds, tab-separated, a line
    /// each (scripts/gpu-bench.sh writes them).
    #[arg(long, value_name = "FILE")]
    cub: Option<PathBuf>,
    /// The input sizes n, as powers of two: the exponents, comma-separated,
    /// each between 4 and 31.
    #[arg(
        long,
        value_name = "LOG2,...",
        value_delimiter = ',',
        default_value = "16,20,24,28,30",
        value_parser = clap::value_parser!(u32).range(4..=31)
    )]
    sizes: Vec<u32>,
    /// Only load the lesson kernels from the kernel cache DIR and print the
    /// times (the benchmark runs itself so, as a second process).
    #[arg(long, value_name = "DIR", hide = true)]
    load_cached: Option<PathBuf>,
}

fn main() -> ExitCode {
    report::main(|options: &Options| match &options.load_cached {
        Some(cache) => load_cached(cache),
        None => bench(options),
    })
}

/// `println!` while the progress bar is up: the bar (on stderr) steps aside
/// for the line (on stdout) and is drawn again below it.
macro_rules! say {
    ($bar:expr) => {
        $bar.suspend(|| println!())
    };
    ($bar:expr, $($line:tt)*) => {
        $bar.suspend(|| println!($($line)*))
    };
}

/// The progress bar over `cases` measured cases, on stderr, one line (the
/// message is cut to the terminal's width); hidden where stderr is no
/// terminal, and cleared when dropped, the error path included.
fn progress(cases: usize) -> ProgressBar {
    let bar = ProgressBar::new(cases as u64)
        .with_style(
            ProgressStyle::with_template(
                "  {bar:30} {pos:>3}/{len} cases, {elapsed} (~{eta} left)  {wide_msg}",
            )
            .expect("a valid template"),
        )
        .with_finish(ProgressFinish::AndClear);
    // Some cases take seconds (a first compile, the largest inputs' setup):
    // keep the elapsed time moving.
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

struct Reduction {
    inputs: Vec<CudaSlice<f32>>,
    partials: CudaSlice<f32>,
    arrivals: CudaSlice<u32>,
    total: CudaSlice<f32>,
    n: u64,
}

impl Reduction {
    fn new(stream: &Arc<CudaStream>, n: u64) -> Result<Reduction, Error> {
        let buffers = (ROTATION_BYTES / (4 * n)).max(1);
        let ones = vec![1.0f32; n as usize];
        let inputs = (0..buffers)
            .map(|_| stream.clone_htod(&ones))
            .collect::<Result<_, _>>()
            .map_err(report::driver)?;
        Ok(Reduction {
            inputs,
            partials: stream.alloc_zeros(1 << 13).map_err(report::driver)?,
            arrivals: stream.alloc_zeros(1).map_err(report::driver)?,
            total: stream.alloc_zeros(1).map_err(report::driver)?,
            n,
        })
    }

    fn typed(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        size: LaunchSize,
        run: usize,
    ) -> Result<(), Error> {
        let input = &self.inputs[run % self.inputs.len()];
        day27::sum_last_block_acq_rel::launch(
            runtime,
            stream,
            size,
            input,
            self.n,
            &mut self.partials,
            &mut self.arrivals,
            &mut self.total,
        )
    }

    fn handwritten(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        size: LaunchSize,
        run: usize,
    ) -> Result<(), Error> {
        let function = runtime.raw_function(&SUM_LAST_BLOCK_HANDWRITTEN)?;
        let config = runtime.raw_config(&SUM_LAST_BLOCK_HANDWRITTEN, size)?;
        let input = &self.inputs[run % self.inputs.len()];
        let mut builder = stream.launch_builder(&function);
        builder
            .arg(input)
            .arg(&self.n)
            .arg(&mut self.partials)
            .arg(&mut self.arrivals)
            .arg(&mut self.total);
        // SAFETY: (const float*, unsigned long long, float*, unsigned*, float*) as in
        // cpp/bench/sum_last_block_handwritten.cu; partials holds 8192 cells, as many as the largest grid tried has blocks.
        unsafe { builder.launch(config) }
            .map(|_| ())
            .map_err(cuda_sync::launch::launch_error(
                SUM_LAST_BLOCK_HANDWRITTEN.name,
            ))
    }

    /// The hand-written kernel after the memset a typed launcher puts before
    /// it (rule I1: the ticket counter zeroed on the stream), to time what
    /// the zeroing costs.
    fn handwritten_zeroed(
        &mut self,
        runtime: &Runtime,
        stream: &Arc<CudaStream>,
        size: LaunchSize,
        run: usize,
    ) -> Result<(), Error> {
        let counter = cuda_sync::launch::SliceArg::writable(&mut self.arrivals, stream);
        cuda_sync::launch::zeroed(
            SUM_LAST_BLOCK_HANDWRITTEN.name,
            counter.raw(),
            Some(1),
            4,
            stream,
        )?;
        drop(counter);
        self.handwritten(runtime, stream, size, run)
    }

    fn total(&self, stream: &Arc<CudaStream>) -> Result<f32, Error> {
        Ok(stream.clone_dtoh(&self.total).map_err(report::driver)?[0])
    }
}

fn read_cub(path: &Path) -> Result<BTreeMap<u64, f32>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Launch {
        kernel: "cub".into(),
        reason: format!("{}: {e}", path.display()),
    })?;
    Ok(text
        .lines()
        .filter_map(|line| {
            let mut fields = line.split('\t');
            Some((fields.next()?.parse().ok()?, fields.next()?.parse().ok()?))
        })
        .collect())
}

/// The measured cases: each lesson kernel's first compile; each size's launch
/// sizes tried, its best one timed again, and the typed/by hand pair; each
/// scope-cost kernel; the cached loads.
fn cases(sizes: &[u32]) -> usize {
    let per_size: usize = sizes
        .iter()
        .map(|&log2| reduction_grids(1u64 << log2).len() + 2)
        .sum();
    LESSON_KERNELS.len() + per_size + SCOPE_COST_KERNELS.len() + 1
}

fn bench(options: &Options) -> Result<bool, Error> {
    let bar = progress(cases(&options.sizes));
    let compile_ms = first_compiles(&bar)?;
    let context = cuda_sync::launch::open_device(0)?;
    // One stream, nothing shared: cudarc's per-launch event tracking is only cost here.
    // SAFETY: every buffer below is used on this one stream.
    unsafe { context.disable_event_tracking() };
    let runtime = Runtime::from_context(context.clone())?;
    let stream = context.default_stream();
    let name = context.name().map_err(report::driver)?;
    say!(
        bar,
        "GPU: {name} (compute capability {}.{})",
        runtime.arch() / 10,
        runtime.arch() % 10
    );
    say!(
        bar,
        "every time: median of {TIMED} launches after {WARMUPS} warm-ups, each queued behind a spinning kernel, CUDA events, {} MiB of inputs in rotation\n",
        ROTATION_BYTES >> 20
    );

    let cub = options
        .cub
        .as_deref()
        .map(read_cub)
        .transpose()?
        .unwrap_or_default();
    let mut ok = true;
    let mut ratios = Vec::new();
    say!(
        bar,
        "{:>12} {:>11} {:>10} {:>9} {:>10} {:>9}",
        "n",
        "grid",
        "typed ms",
        "TB/s",
        "CUB ms",
        "CUB TB/s"
    );
    for &log2 in &options.sizes {
        let n = 1u64 << log2;
        bar.set_message(format!("n = 2^{log2}: filling the inputs"));
        let mut reduction = Reduction::new(&stream, n)?;
        let mut best = (f32::MAX, LaunchSize::new(1, 256));
        for (blocks, threads) in reduction_grids(n) {
            bar.set_message(format!("n = 2^{log2}: typed at {blocks}x{threads}"));
            let size = LaunchSize::new(blocks, threads);
            let ms = time_ms(&runtime, &stream, |run| {
                reduction.typed(&runtime, &stream, size, run)
            })?;
            if ms < best.0 {
                best = (ms, size);
            }
            bar.inc(1);
        }
        let size = best.1;
        bar.set_message(format!(
            "n = 2^{log2}: typed at its best, {}x{}",
            size.blocks(),
            size.threads()
        ));
        let typed = time_ms(&runtime, &stream, |run| {
            reduction.typed(&runtime, &stream, size, run)
        })?;
        bar.inc(1);
        bar.set_message(format!(
            "n = 2^{log2}: typed, by hand and by hand after the zeroing, in turns"
        ));
        let pair = time_each(
            &runtime,
            &stream,
            3,
            ZERO_COST_BATCH,
            |kind, run| match kind {
                0 => reduction.typed(&runtime, &stream, size, run),
                1 => reduction.handwritten(&runtime, &stream, size, run),
                _ => reduction.handwritten_zeroed(&runtime, &stream, size, run),
            },
        )?;
        bar.inc(1);
        reduction.typed(&runtime, &stream, size, 0)?;
        let typed_total = reduction.total(&stream)?;
        reduction.handwritten(&runtime, &stream, size, 0)?;
        let by_hand_total = reduction.total(&stream)?;
        let tb_s = |ms: f32| 4.0 * n as f64 / (f64::from(ms) * 1e-3) / 1e12;
        let cub_ms = cub.get(&n).copied();
        say!(
            bar,
            "{n:>12} {:>11} {typed:>10.4} {:>9.2} {:>10} {:>9}",
            format!("{}x{}", size.blocks(), size.threads()),
            tb_s(typed),
            cub_ms.map_or("-".into(), |ms| format!("{ms:.4}")),
            cub_ms.map_or("-".into(), |ms| format!("{:.2}", tb_s(ms))),
        );
        for (who, total) in [("typed", typed_total), ("by hand", by_hand_total)] {
            if total != n as f32 {
                bar.suspend(|| eprintln!("WRONG: {who} at n={n} read {total}, want {n}"));
                ok = false;
            }
        }
        ratios.push((n, pair[0] / pair[1], pair[2] / pair[1], typed, cub_ms));
    }

    say!(bar);
    zero_cost_ptx(&runtime, &bar)?;
    say!(bar);
    scope_costs(&runtime, &stream, &bar)?;
    say!(bar);
    let loads = cached_loads(&bar)?;
    bar.finish_and_clear();
    println!("\nratios (typed time / reference time; below 1 is faster)");
    println!(
        "typed/by hand: {ZERO_COST_BATCH} launches a sample, the two kernels in alternating order"
    );
    println!("zeroed/by hand: the hand-written kernel after the launcher's zeroing of its ticket counter (rule I1: a memset on the stream), against it alone");
    println!(
        "{:>12} {:>14} {:>15} {:>14}",
        "n", "typed/by hand", "zeroed/by hand", "typed/CUB"
    );
    for (n, zero_cost, zeroing, typed, cub_ms) in ratios {
        let cub_ratio = cub_ms.map_or("-".into(), |ms| format!("{:.3}", typed / ms));
        println!("{n:>12} {zero_cost:>14.3} {zeroing:>15.3} {cub_ratio:>14}");
    }
    println!("\nfirst NVRTC compile (ms): {}", compile_ms.join(", "));
    println!("cached load in a new process (ms): {}", loads.trim());
    Ok(ok)
}

/// The typed kernel's synchronization instructions against the hand-written one's.
fn zero_cost_ptx(runtime: &Runtime, bar: &ProgressBar) -> Result<(), Error> {
    let typed = sync_instructions(
        &runtime
            .compiler()?
            .ptx(&day27::sum_last_block_acq_rel::SOURCE, runtime.arch())?,
    );
    let raw = runtime
        .compiler()?
        .raw_ptx(&SUM_LAST_BLOCK_HANDWRITTEN, runtime.arch())?;
    let by_hand = sync_instructions(entry(&raw, SUM_LAST_BLOCK_HANDWRITTEN.name).unwrap_or(&raw));
    bar.suspend(|| {
        println!("synchronization in the PTX, typed:   {}", typed.join(" "));
        println!("synchronization in the PTX, by hand: {}", by_hand.join(" "));
        println!("identical: {}", if typed == by_hand { "yes" } else { "NO" });
    });
    Ok(())
}

/// Cost of each synchronization operation, 528 blocks x 256 threads.
fn scope_costs(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    bar: &ProgressBar,
) -> Result<(), Error> {
    let size = LaunchSize::new(528, 256);
    let threads = u64::from(size.blocks() * size.threads());
    let mut cells = stream
        .alloc_zeros::<u32>(threads as usize)
        .map_err(report::driver)?;
    say!(
        bar,
        "{:<32} {:>10} {:>14} {:>12}",
        "operation (528x256 threads)",
        "iterations",
        "ns/iteration",
        "Gop/s"
    );
    for kernel in SCOPE_COST_KERNELS {
        bar.set_message(format!("scope cost: {}", kernel.name));
        let iterations: i32 = if kernel.name.ends_with("_one") {
            16
        } else {
            256
        };
        let function = runtime.raw_function(kernel)?;
        let config = runtime.raw_config(kernel, size)?;
        let ms = time_ms(runtime, stream, |_| {
            let mut builder = stream.launch_builder(&function);
            builder.arg(&mut cells).arg(&iterations);
            // SAFETY: (unsigned*, int) as in cpp/bench/scope_costs.cu; `cells` holds
            // one u32 per thread.
            unsafe { builder.launch(config) }
                .map(|_| ())
                .map_err(cuda_sync::launch::launch_error(kernel.name))
        })?;
        bar.inc(1);
        let ops = threads as f64 * f64::from(iterations);
        say!(
            bar,
            "{:<32} {iterations:>10} {:>14.2} {:>12.2}",
            kernel.name,
            f64::from(ms) * 1e6 / f64::from(iterations),
            ops / (f64::from(ms) * 1e-3) / 1e9
        );
    }
    Ok(())
}

const LESSON_KERNELS: [&KernelSource; 5] = [
    &day27::sum_last_block_acq_rel::SOURCE,
    &day27::sum_last_block_fenced::SOURCE,
    &day27::tally_blocks_device_scope::SOURCE,
    &day14::reverse_tile_synced::SOURCE,
    &day14::reverse_tile_prefix::SOURCE,
];

fn cache_dir() -> PathBuf {
    std::env::temp_dir().join(format!("cuda-sync-bench-cache-{}", std::process::id()))
}

/// First NVRTC compile of each lesson kernel to the machine code the runtime
/// loads, into an empty cache.
fn first_compiles(bar: &ProgressBar) -> Result<Vec<String>, Error> {
    let _ = std::fs::remove_dir_all(cache_dir());
    let compiler = Compiler::with_cache_dir(Some(cache_dir()))?;
    LESSON_KERNELS
        .iter()
        .map(|kernel| {
            bar.set_message(format!("first compile: {}", kernel.name));
            let start = Instant::now();
            compiler.cubin(kernel, 90)?;
            bar.inc(1);
            Ok(format!(
                "{} {:.1}",
                kernel.name,
                start.elapsed().as_secs_f64() * 1e3
            ))
        })
        .collect()
}

/// Runs this program again to load every lesson kernel from the cache, as a
/// second process start would.
fn cached_loads(bar: &ProgressBar) -> Result<String, Error> {
    bar.set_message("cached loads, in a new process");
    let exe = std::env::current_exe().map_err(|e| Error::Launch {
        kernel: "bench".into(),
        reason: e.to_string(),
    })?;
    let output = Command::new(exe)
        .arg("--load-cached")
        .arg(cache_dir())
        .output()
        .map_err(|e| Error::Launch {
            kernel: "bench".into(),
            reason: e.to_string(),
        })?;
    bar.inc(1);
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// In the second process: the time from asking for each kernel to holding it.
fn load_cached(cache: &Path) -> Result<bool, Error> {
    let context = CudaContext::new(0).map_err(report::driver)?;
    let runtime = Runtime::with_compiler(context, Compiler::with_cache_dir(Some(cache.into()))?)?;
    let times: Vec<String> = LESSON_KERNELS
        .iter()
        .map(|kernel| {
            let start = Instant::now();
            runtime.function(kernel)?;
            Ok(format!(
                "{} {:.2}",
                kernel.name,
                start.elapsed().as_secs_f64() * 1e3
            ))
        })
        .collect::<Result<_, Error>>()?;
    println!("{}", times.join(", "));
    Ok(true)
}

// `cargo test --example bench`
#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(args: &[&str]) -> Result<Vec<u32>, clap::Error> {
        Options::try_parse_from(std::iter::once("bench").chain(args.iter().copied()))
            .map(|options| options.sizes)
    }

    #[test]
    fn sizes_are_powers_of_two_between_4_and_31() {
        assert_eq!(sizes(&[]).unwrap(), [16, 20, 24, 28, 30]);
        assert_eq!(sizes(&["--sizes", "4,31"]).unwrap(), [4, 31]);
        assert_eq!(sizes(&["--sizes", "20"]).unwrap(), [20]);
        for refused in ["3", "16,32", "16,x", ""] {
            assert!(sizes(&["--sizes", refused]).is_err(), "{refused}");
        }
    }
}
