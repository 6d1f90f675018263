//! A single-producer ring queue, on the GPU: one thread produces 65,536 items
//! into a ring of 256 slots (256 laps), the threads of the other blocks claim
//! and consume them. Gated on every run: every item consumed exactly once,
//! with the value produced, and the claim counter ended where it must.
//!
//! ```text
//! cargo run --example ring_queue [-- --runs 100]
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::cudarc::driver::sys;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::report;
use cuda_sync_lessons::ring_queue::{item, ring_queue};

const ITEMS: u32 = 65_536;
const SLOTS: usize = 256;

#[derive(Parser)]
#[command(
    about = "A single-producer ring queue, on the GPU: every item consumed exactly once, with \
             the value produced, gated on every run"
)]
struct Options {
    /// Launches of the queue, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = report::above_zero())]
    runs: u32,
}

fn main() -> ExitCode {
    report::main(run)
}

fn run(options: &Options) -> Result<bool, Error> {
    let runs = options.runs;
    let runtime = report::show_kernels_then_open_gpu(&[&ring_queue::SOURCE])?;
    let context = runtime.context();
    let stream = context.default_stream();
    let sms = context
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .map_err(report::driver)? as u32;
    let size = LaunchSize::new(sms, 256);
    let consumers = (size.blocks() - 1) * size.threads();
    println!("{ITEMS} items through {SLOTS} slots, 1 producer thread, {consumers} consumer threads, {runs} runs\n");
    let want: Vec<u64> = (0..u64::from(ITEMS)).map(item).collect();
    let mut items = stream.alloc_zeros::<u64>(SLOTS).map_err(report::driver)?;
    let mut turns = stream.alloc_zeros::<u32>(SLOTS).map_err(report::driver)?;
    let mut tail = stream.alloc_zeros::<u64>(1).map_err(report::driver)?;
    let mut consumed = stream
        .alloc_zeros::<u64>(ITEMS as usize)
        .map_err(report::driver)?;
    let mut wrong_runs = 0;
    for run in 1..=runs {
        stream.memset_zeros(&mut turns).map_err(report::driver)?;
        stream.memset_zeros(&mut tail).map_err(report::driver)?;
        stream.memset_zeros(&mut consumed).map_err(report::driver)?;
        ring_queue::launch(
            &runtime,
            &stream,
            size,
            &mut items,
            &mut turns,
            &mut tail,
            ITEMS,
            &mut consumed,
        )?;
        let got = stream.clone_dtoh(&consumed).map_err(report::driver)?;
        let claims = stream.clone_dtoh(&tail).map_err(report::driver)?[0];
        let missing = got.iter().zip(&want).filter(|(g, w)| g != w).count();
        // Every consumer's last claim found the queue empty: ITEMS claims got an
        // item, one more per consumer did not.
        if missing > 0 || claims != u64::from(ITEMS + consumers) {
            wrong_runs += 1;
            eprintln!(
                "run {run}: {missing} items wrong or missing; {claims} claims, want {}",
                ITEMS + consumers
            );
        }
    }
    println!("ring_queue: {runs} runs, {wrong_runs} wrong (every item checked, claims counted)");
    Ok(wrong_runs == 0)
}
