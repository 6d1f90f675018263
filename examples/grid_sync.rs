//! A grid-wide barrier under a cooperative launch: every thread writes its cell,
//! the grid synchronizes, every thread reads the mirrored cell another block
//! wrote. Gated exactly on every run. Then a grid larger than the device holds
//! at once, which the launcher must refuse before anything runs.
//!
//! ```text
//! cargo run --example grid_sync [-- --runs 100]
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::cudarc::driver::sys;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::grid_sync::mirror_across_the_grid;
use cuda_sync_lessons::report;

#[derive(Parser)]
#[command(
    about = "A grid-wide barrier under a cooperative launch, gated exactly on every run; then \
             a grid larger than the device holds at once, which must be refused"
)]
struct Options {
    /// Launches of the kernel, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = report::above_zero())]
    runs: u32,
}

fn main() -> ExitCode {
    report::main(run)
}

fn run(options: &Options) -> Result<bool, Error> {
    let runs = options.runs;
    let runtime = report::show_kernels_then_open_gpu(&[&mirror_across_the_grid::SOURCE])?;
    let context = runtime.context();
    let stream = context.default_stream();
    let sms = context
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .map_err(report::driver)? as u32;
    // 256-thread blocks, 8 to an SM: 2048 threads, the most an SM holds.
    let size = LaunchSize::new(sms * 8, 256);
    let threads = (size.blocks() * size.threads()) as usize;
    println!(
        "GPU: {} ({sms} SMs), {} blocks x {} threads, {runs} runs\n",
        context.name().map_err(report::driver)?,
        size.blocks(),
        size.threads()
    );
    // Room for twice the grid, so that the oversized launch below is refused for
    // what it asks of residency, not for its buffers.
    let mut cells = stream
        .alloc_zeros::<u32>(2 * threads)
        .map_err(report::driver)?;
    let mut grid = stream.alloc_zeros::<u32>(2).map_err(report::driver)?;
    let mut out = stream
        .alloc_zeros::<u32>(2 * threads)
        .map_err(report::driver)?;
    let want: Vec<u32> = (0..threads).map(|i| 3 * (threads - 1 - i) as u32).collect();
    let mut wrong_runs = 0;
    for run in 1..=runs {
        stream.memset_zeros(&mut out).map_err(report::driver)?;
        mirror_across_the_grid::launch(&runtime, &stream, size, &mut cells, &mut grid, &mut out)?;
        let got = stream.clone_dtoh(&out).map_err(report::driver)?[..threads].to_vec();
        if let Some(i) = (0..threads).find(|&i| got[i] != want[i]) {
            wrong_runs += 1;
            eprintln!("run {run}: out[{i}] = {}, want {}", got[i], want[i]);
        }
    }
    println!("mirror_across_the_grid: {runs} runs, {wrong_runs} wrong");

    let oversized = LaunchSize::new(size.blocks() * 2, size.threads());
    let refused = match mirror_across_the_grid::launch(
        &runtime, &stream, oversized, &mut cells, &mut grid, &mut out,
    ) {
        Err(error @ Error::InvalidLaunch { .. }) if error.to_string().contains("resident") => {
            println!(
                "{} blocks: refused before launch, as it must be:\n  {error}",
                oversized.blocks()
            );
            true
        }
        other => {
            eprintln!("{} blocks were not refused: {other:?}", oversized.blocks());
            false
        }
    };
    Ok(wrong_runs == 0 && refused)
}
