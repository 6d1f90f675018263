//! cuda-sync beside plain cudarc: one context, one stream, one buffer, two
//! kernels.
//!
//! 1. `Toolkit::locate` loads NVRTC by full path, so cudarc's own
//!    `nvrtc::compile_ptx` gets the same library even where NVRTC is on no
//!    library path (the PyPI wheels).
//! 2. A plain CUDA kernel, compiled by cudarc's NVRTC and launched through
//!    cudarc, fills a buffer that cudarc allocated.
//! 3. cuda-sync's last-block reduction (day 27) sums that buffer on the same
//!    stream, through a `Runtime` made from the same context. Stream order puts
//!    it after the fill; no host synchronization between them.
//! 4. The total is gated exactly: the values are small integers, so the float
//!    sum has one right answer.
//!
//! ```text
//! cargo run --example cudarc_interop
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::cudarc::driver::{LaunchConfig, PushKernelArg};
use cuda_sync::cudarc::nvrtc::compile_ptx;
use cuda_sync::launch::open_device;
use cuda_sync::toolkit::Toolkit;
use cuda_sync::{Error, LaunchSize, Runtime};
use cuda_sync_lessons::day27::{self, ELEMENTS};
use cuda_sync_lessons::report;

/// Plain CUDA, compiled and launched by cudarc alone: `x[i] = i % 7`.
const FILL: &str = r#"
extern "C" __global__ void fill_mod7(float *x, unsigned long long n) {
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) x[i] = (float)(i % 7);
}
"#;

// No options; `--help` says what the program does.
#[derive(Parser)]
#[command(
    about = "cuda-sync beside plain cudarc: one context, one stream, one buffer, two \
             kernels (a cudarc fill, then cuda-sync's last-block reduction), the total \
             gated exactly"
)]
struct Options {}

fn main() -> ExitCode {
    report::main(|_: &Options| run())
}

fn run() -> Result<bool, Error> {
    Toolkit::locate()?;
    let fill_ptx = compile_ptx(FILL).map_err(|error| Error::Compile {
        kernel: "fill_mod7".into(),
        log: format!("{error:?}"),
        options: Vec::new(),
        cuda: FILL.into(),
    })?;
    // `CudaContext::new(0)` where the driver is sure to be there; `open_device`
    // turns a missing driver into an error instead of cudarc's panic.
    let context = open_device(0)?;
    let fill = context
        .load_module(fill_ptx)
        .and_then(|module| module.load_function("fill_mod7"))
        .map_err(report::driver)?;
    let runtime = Runtime::from_context(context.clone())?;
    let stream = context.new_stream().map_err(report::driver)?;

    let size = LaunchSize::new(1024, 256);
    let n = ELEMENTS;
    let expected = (0..n).map(|i| (i % 7) as f64).sum::<f64>() as f32;
    let mut values = stream
        .alloc_zeros::<f32>(n as usize)
        .map_err(report::driver)?;
    let mut workspace = day27::Workspace::new(&stream, size.blocks())?;

    let runs = 100;
    let mut wrong = 0;
    for _ in 0..runs {
        stream.memset_zeros(&mut values).map_err(report::driver)?;
        let mut launch = stream.launch_builder(&fill);
        launch.arg(&mut values).arg(&n);
        // SAFETY: fill_mod7 takes (float*, unsigned long long) and writes only x[0..n).
        unsafe { launch.launch(LaunchConfig::for_num_elems(n as u32)) }.map_err(report::driver)?;
        let got = workspace.sum(&runtime, &stream, size, &values, n)?;
        wrong += usize::from(got != expected);
    }
    println!(
        "cudarc fill_mod7, then cuda-sync sum_last_block_acq_rel on one stream: \
         {runs} runs, {wrong} wrong (expected {expected})"
    );
    Ok(wrong == 0)
}
