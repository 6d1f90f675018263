//! Day 27: the CUDA memory model, on the GPU.
//!
//! The lesson's program: 4,194,915 floats, all 1.0f, reduced in one launch by the
//! block that takes the last ticket; then 262,144 increments of one counter.
//! The typed kernels are gated exactly on every run; the raw ones (the racy
//! hand-off, the fence moved below the atomic, `atomicAdd_block`) are reported,
//! never gated: a data race is allowed to produce the right answer. Nothing is
//! timed.
//!
//! ```text
//! cargo run --example last_block_reduction [-- --blocks 8192 --runs 100 --threads 256 --fence-below --stress 67584000]
//! ```

use std::process::ExitCode;
use std::sync::Arc;

use cuda_sync::cudarc::driver::{
    sys, CudaFunction, CudaSlice, CudaStream, DeviceRepr, PushKernelArg, ValidAsZeroBits,
};
use cuda_sync::launch::KernelSource;
use cuda_sync::{Error, LaunchSize, RawKernel, Runtime};
use cuda_sync_lessons::day27::{self, ELEMENTS};
use cuda_sync_lessons::litmus;
use cuda_sync_lessons::report::{self, Options, Outcome, Row, Table};

const TYPED: [&KernelSource; 3] = [
    &day27::sum_last_block_fenced::SOURCE,
    &day27::sum_last_block_acq_rel::SOURCE,
    &day27::tally_blocks_device_scope::SOURCE,
];

fn main() -> ExitCode {
    report::main(run)
}

/// Runs the lesson; `Ok(false)` when a gate failed.
fn run(options: &Options) -> Result<bool, Error> {
    let runtime = report::show_kernels_then_open_gpu(&TYPED)?;
    lesson(&runtime, options)
}

struct Buffers {
    input: CudaSlice<f32>,
    partials: CudaSlice<f32>,
    arrivals: CudaSlice<u32>,
}

fn lesson(runtime: &Runtime, options: &Options) -> Result<bool, Error> {
    let context = runtime.context();
    let sms = context
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .map_err(report::driver)?;
    let name = context.name().map_err(report::driver)?;
    let size = LaunchSize::new(options.blocks, options.threads);
    println!(
        "GPU: {name} (compute capability {}.{}, {sms} SMs)",
        runtime.arch() / 10,
        runtime.arch() % 10
    );
    println!("n = {ELEMENTS} floats, every one of them 1.0f");
    println!(
        "{} blocks x {} threads, {} launches per kernel",
        size.blocks(),
        size.threads(),
        options.runs
    );
    println!("no timing anywhere in this program\n");

    let stream = context.default_stream();
    let mut buffers = Buffers {
        input: stream
            .clone_htod(&vec![1.0f32; ELEMENTS as usize])
            .map_err(report::driver)?,
        partials: stream
            .alloc_zeros::<f32>(size.blocks() as usize)
            .map_err(report::driver)?,
        arrivals: stream.alloc_zeros::<u32>(1).map_err(report::driver)?,
    };
    let mut total = stream.alloc_zeros::<f32>(1).map_err(report::driver)?;
    let want = ELEMENTS as f64;
    println!("reference total {ELEMENTS}\n");

    let mut sums = Table::sums();
    let racy = repeat(options.runs, want, &stream, &mut total, |total| {
        launch_raw_sum(
            runtime,
            &stream,
            &day27::SUM_LAST_BLOCK_RACY,
            size,
            &mut buffers,
            total,
        )
    })?;
    sums.push(Row::reported("sumLastBlockRacy", racy));
    if options.fence_below {
        let below = repeat(options.runs, want, &stream, &mut total, |total| {
            launch_raw_sum(
                runtime,
                &stream,
                &day27::SUM_LAST_BLOCK_FENCE_BELOW,
                size,
                &mut buffers,
                total,
            )
        })?;
        sums.push(Row::reported("sumLastBlockFenceBelow", below));
    }
    let Buffers {
        input,
        partials,
        arrivals,
    } = &mut buffers;
    let fenced = repeat(options.runs, want, &stream, &mut total, |total| {
        day27::sum_last_block_fenced::launch(
            runtime, &stream, size, input, ELEMENTS, partials, arrivals, total,
        )
    })?;
    sums.push(Row::gated("sum_last_block_fenced", fenced));
    let acq_rel = repeat(options.runs, want, &stream, &mut total, |total| {
        day27::sum_last_block_acq_rel::launch(
            runtime, &stream, size, input, ELEMENTS, partials, arrivals, total,
        )
    })?;
    sums.push(Row::gated("sum_last_block_acq_rel", acq_rel));
    sums.print();

    let expected = f64::from(size.blocks()) * f64::from(size.threads());
    let mut tallies = Table::tallies();
    let mut tally = stream.alloc_zeros::<u32>(1).map_err(report::driver)?;
    let device_scope = repeat(options.runs, expected, &stream, &mut tally, |tally| {
        day27::tally_blocks_device_scope::launch(runtime, &stream, size, tally)
    })?;
    tallies.push(Row::gated("tally_blocks_device_scope", device_scope));
    let block_scope = repeat(options.runs, expected, &stream, &mut tally, |tally| {
        let function = runtime.raw_function(&day27::TALLY_BLOCKS_BLOCK_SCOPE)?;
        let config = runtime.raw_config(&day27::TALLY_BLOCKS_BLOCK_SCOPE, size)?;
        // SAFETY: tallyBlocksBlockScope(unsigned int*) takes one device pointer;
        // `tally` holds one u32. The race inside is the lesson, not memory safety.
        unsafe { stream.launch_builder(&function).arg(tally).launch(config) }
            .map(|_| ())
            .map_err(cuda_sync::launch::launch_error("tallyBlocksBlockScope"))
    })?;
    tallies.push(Row::reported("tallyBlocksBlockScope", block_scope));
    tallies.print();

    let day27 = litmus::shape("day27").expect("a litmus shape");
    let stressed = litmus::table::lesson(runtime, day27, options.stress.instances)?;

    let reported: Vec<String> = sums.reported().chain(tallies.reported()).collect();
    println!("\nreported, not gated: {}", reported.join(", "));
    let failures: Vec<String> = sums
        .failures()
        .chain(tallies.failures())
        .chain(stressed)
        .collect();
    if failures.is_empty() {
        println!("\nevery gated kernel was exact on every run");
        Ok(true)
    } else {
        for failure in &failures {
            eprintln!("GATE FAILED: {failure}");
        }
        Ok(false)
    }
}

fn launch_raw_sum(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    kernel: &'static RawKernel,
    size: LaunchSize,
    buffers: &mut Buffers,
    total: &mut CudaSlice<f32>,
) -> Result<(), Error> {
    let function: CudaFunction = runtime.raw_function(kernel)?;
    let config = runtime.raw_config(kernel, size)?;
    if buffers.partials.len() < size.blocks() as usize {
        return Err(Error::InvalidLaunch {
            kernel: kernel.name.into(),
            reason: "partials shorter than the grid".into(),
        });
    }
    let mut builder = stream.launch_builder(&function);
    builder
        .arg(&buffers.input)
        .arg(&ELEMENTS)
        .arg(&mut buffers.partials)
        .arg(&mut buffers.arrivals)
        .arg(total);
    // SAFETY: the argument list matches SUM_LAST_BLOCK in cpp/lessons/day27.cu:
    // (const float*, unsigned long long, float*, unsigned int*, float*), with
    // partials at least one cell per block and counter and total one cell each.
    unsafe { builder.launch(config) }
        .map(|_| ())
        .map_err(cuda_sync::launch::launch_error(kernel.name))
}

/// Launches `runs` times, zeroing the result cell first, and compares it with `want`.
fn repeat<T: DeviceRepr + ValidAsZeroBits + Copy + Into<f64>>(
    runs: u32,
    want: f64,
    stream: &Arc<CudaStream>,
    result: &mut CudaSlice<T>,
    mut launch: impl FnMut(&mut CudaSlice<T>) -> Result<(), Error>,
) -> Result<Outcome, Error> {
    let mut outcome = Outcome::new(want);
    for run in 1..=runs {
        stream.memset_zeros(result).map_err(report::driver)?;
        launch(result)?;
        let got = stream.clone_dtoh(result).map_err(report::driver)?[0];
        outcome.record(run, got.into());
    }
    Ok(outcome)
}
