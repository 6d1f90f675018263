//! Day 14: what `__syncthreads()` guarantees, on the GPU.
//!
//! Each block reverses one tile of 262,755 floats through shared memory. For
//! each block size, the raw kernel with the barrier left out is reported (a data
//! race is allowed to produce the right answer, so it is never gated) and the
//! typed kernel is gated against the CPU reference on every run. Then the
//! early-return kernel: 256 threads a block, 96 reach the barrier. Nothing is
//! timed.
//!
//! ```text
//! cargo run --example syncthreads [-- --runs 3 --barrier-below --stress 67584000]
//! ```

use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use cuda_sync::cudarc::driver::{CudaSlice, CudaStream, PushKernelArg};
use cuda_sync::launch::KernelSource;
use cuda_sync::{Error, LaunchSize, RawKernel, Runtime};
use cuda_sync_lessons::day14::{self, reversed, ELEMENTS};
use cuda_sync_lessons::{litmus, report};

const BLOCK_SIZES: [u32; 6] = [32, 64, 128, 256, 512, 1024];
const UNTOUCHED: f32 = -1.0;

#[derive(Parser)]
#[command(
    about = "Day 14: what __syncthreads() guarantees, on the GPU: tile reversals through \
             shared memory with and without the barrier, the early-return kernel, then \
             the same race under stress"
)]
struct Options {
    /// Launches of each kernel at each block size, each checked.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = report::above_zero())]
    runs: u32,
    /// Add the exercise's raw kernel with the barrier below the read.
    #[arg(long)]
    barrier_below: bool,
    #[command(flatten)]
    stress: report::Stress,
}

fn main() -> ExitCode {
    report::main(run)
}

fn run(options: &Options) -> Result<bool, Error> {
    let runtime = report::show_kernels_then_open_gpu(&[
        &day14::reverse_tile_synced::SOURCE,
        &day14::reverse_tile_prefix::SOURCE,
    ])?;
    lesson(&runtime, options)
}

/// How one run's output differs from the reference.
struct Mismatches {
    count: usize,
    /// index, got, wanted
    first: Option<(usize, f32, f32)>,
}

fn compare(got: &[f32], want: &[f32]) -> Mismatches {
    let mut differing = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| g != w);
    let first = differing.next().map(|(i, (g, w))| (i, *g, *w));
    Mismatches {
        count: first.map_or(0, |_| 1 + differing.count()),
        first,
    }
}

struct Gpu<'a> {
    runtime: &'a Runtime,
    stream: Arc<CudaStream>,
    input: CudaSlice<f32>,
    out: CudaSlice<f32>,
}

impl Gpu<'_> {
    /// Fills `out` with UNTOUCHED, launches, and reads `out` back.
    fn run(
        &mut self,
        launch: impl FnOnce(&mut Self) -> Result<(), Error>,
    ) -> Result<Vec<f32>, Error> {
        self.stream
            .memcpy_htod(&vec![UNTOUCHED; ELEMENTS as usize], &mut self.out)
            .map_err(report::driver)?;
        launch(self)?;
        self.stream.clone_dtoh(&self.out).map_err(report::driver)
    }

    fn raw(&mut self, kernel: &'static RawKernel, size: LaunchSize) -> Result<Vec<f32>, Error> {
        self.run(|gpu| {
            let function = gpu.runtime.raw_function(kernel)?;
            let config = gpu.runtime.raw_config(kernel, size)?;
            let mut builder = gpu.stream.launch_builder(&function);
            builder.arg(&gpu.input).arg(&mut gpu.out).arg(&ELEMENTS);
            // SAFETY: (const float*, float*, unsigned long long) as in
            // cpp/lessons/day14.cu; both buffers hold ELEMENTS floats, and the
            // block size is at most the kernel's 1024-cell tile.
            unsafe { builder.launch(config) }
                .map(|_| ())
                .map_err(cuda_sync::launch::launch_error(kernel.name))
        })
    }
}

fn lesson(runtime: &Runtime, options: &Options) -> Result<bool, Error> {
    let context = runtime.context();
    let stream = context.default_stream();
    let host: Vec<f32> = (0..ELEMENTS).map(|i| i as f32).collect();
    let mut gpu = Gpu {
        runtime,
        input: stream.clone_htod(&host).map_err(report::driver)?,
        out: stream
            .alloc_zeros::<f32>(ELEMENTS as usize)
            .map_err(report::driver)?,
        stream,
    };
    println!(
        "GPU: {} (compute capability {}.{})",
        context.name().map_err(report::driver)?,
        runtime.arch() / 10,
        runtime.arch() % 10
    );
    println!("n = {ELEMENTS} floats, each block reverses its own tile");
    println!(
        "{} block sizes, {} runs each, no timing anywhere in this program\n",
        BLOCK_SIZES.len(),
        options.runs
    );
    println!(
        "{:>6}  {:<24} {:<22} {:>10} {:>10} {:>10}",
        "block", "kernel", "mismatches per run", "first bad", "read warp", "wrote it"
    );

    let mut failures = Vec::new();
    let mut reported = Vec::new();
    for threads in BLOCK_SIZES {
        let size = LaunchSize::new(ELEMENTS.div_ceil(u64::from(threads)) as u32, threads);
        let want = reversed(&host, threads as usize, threads as usize, UNTOUCHED);
        let mut raw: Vec<&'static RawKernel> = vec![&day14::REVERSE_TILE_RACY];
        if options.barrier_below {
            raw.push(&day14::REVERSE_TILE_BARRIER_BELOW);
        }
        for kernel in raw {
            let runs = (0..options.runs)
                .map(|_| gpu.raw(kernel, size).map(|got| compare(&got, &want)))
                .collect::<Result<Vec<_>, _>>()?;
            row(threads, kernel.name, &runs);
            reported.push(format!(
                "{} at {threads}: {} mismatches",
                kernel.name,
                runs.iter()
                    .map(|r| r.count.to_string())
                    .collect::<Vec<_>>()
                    .join("/")
            ));
        }
        let typed = &day14::reverse_tile_synced::SOURCE;
        let runs = (0..options.runs)
            .map(|_| {
                gpu.run(|gpu| {
                    day14::reverse_tile_synced::launch(
                        gpu.runtime,
                        &gpu.stream,
                        size,
                        &gpu.input,
                        ELEMENTS,
                        &mut gpu.out,
                    )
                })
                .map(|got| compare(&got, &want))
            })
            .collect::<Result<Vec<_>, _>>()?;
        row(threads, typed.name, &runs);
        failures.extend(gate(typed, threads, &runs));
    }

    let (threads, keep) = (256u32, 96u32);
    let size = LaunchSize::new(ELEMENTS.div_ceil(u64::from(threads)) as u32, threads);
    let want = reversed(&host, threads as usize, keep as usize, UNTOUCHED);
    let prefix = &day14::reverse_tile_prefix::SOURCE;
    let runs = (0..options.runs)
        .map(|_| {
            gpu.run(|gpu| {
                day14::reverse_tile_prefix::launch(
                    gpu.runtime,
                    &gpu.stream,
                    size,
                    &gpu.input,
                    ELEMENTS,
                    keep,
                    &mut gpu.out,
                )
            })
            .map(|got| compare(&got, &want))
        })
        .collect::<Result<Vec<_>, _>>()?;
    println!(
        "\n{}: {threads} threads per block, {keep} reach the barrier",
        prefix.name
    );
    println!(
        "  the launch returned on all {} runs, so the barrier did not deadlock",
        options.runs
    );
    for run in &runs {
        println!(
            "  {} of {ELEMENTS} elements differ from the prefix reference",
            run.count
        );
    }
    failures.extend(gate(prefix, threads, &runs));
    let tile = litmus::shape("tile").expect("a litmus shape");
    failures.extend(litmus::table::lesson(
        runtime,
        tile,
        options.stress.instances,
    )?);

    println!("\nreported, not gated: {}", reported.join("; "));
    if failures.is_empty() {
        println!("\nevery gated kernel matched its reference on every run");
        Ok(true)
    } else {
        failures.iter().for_each(|f| eprintln!("GATE FAILED: {f}"));
        Ok(false)
    }
}

fn row(threads: u32, kernel: &str, runs: &[Mismatches]) {
    let counts: Vec<String> = runs.iter().map(|r| r.count.to_string()).collect();
    let first = runs.iter().find_map(|r| r.first);
    let (index, read_warp, wrote) = match first {
        Some((i, _, _)) => {
            let tid = i as u32 % threads;
            let src = threads - 1 - tid;
            (
                i.to_string(),
                (tid / 32).to_string(),
                (src / 32).to_string(),
            )
        }
        None => ("-".into(), "-".into(), "-".into()),
    };
    println!(
        "{threads:>6}  {kernel:<24} {:<22} {index:>10} {read_warp:>10} {wrote:>10}",
        counts.join(" ")
    );
}

fn gate(kernel: &KernelSource, threads: u32, runs: &[Mismatches]) -> Option<String> {
    let bad = runs.iter().filter(|r| r.count > 0).count();
    let (count, (index, got, want)) = runs.iter().find_map(|r| r.first.map(|f| (r.count, f)))?;
    Some(format!(
        "{} at {threads} threads per block: {bad} of {} runs wrong; first wrong index {index}: got {got}, wanted {want}; {count} elements differ",
        kernel.name,
        runs.len()
    ))
}
