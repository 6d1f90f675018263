//! Message passing between blocks, on the GPU: every producer thread writes a
//! payload and sets its flag; a thread of the partner block waits for the flag
//! and reads the payload. Two typed versions (release/acquire with a bounded
//! wait; fences with an unbounded wait under a cooperative launch), each gated
//! on every run: every message received must be the payload sent.
//!
//! ```text
//! cargo run --example message_passing [-- --runs 100 --stress 67584000]
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::cudarc::driver::sys;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::message_passing::{pass_messages_fenced, pass_messages_release_acquire};
use cuda_sync_lessons::{litmus, report};

#[derive(Parser)]
#[command(
    about = "Message passing between blocks, on the GPU: release/acquire and fenced \
             hand-offs, gated on every run (every message received must be the payload \
             sent), then the same race under stress"
)]
struct Options {
    /// Launches of each kernel, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = report::above_zero())]
    runs: u32,
    #[command(flatten)]
    stress: report::Stress,
}

fn main() -> ExitCode {
    report::main(run)
}

/// How many looks at a flag a bounded wait takes before it gives up.
const BOUND: u32 = 1_000_000;

fn run(options: &Options) -> Result<bool, Error> {
    let runs = &options.runs;
    let runtime = report::show_kernels_then_open_gpu(&[
        &pass_messages_release_acquire::SOURCE,
        &pass_messages_fenced::SOURCE,
    ])?;
    let context = runtime.context();
    let stream = context.default_stream();
    let sms = context
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .map_err(report::driver)? as u32;
    let size = LaunchSize::new(2 * sms, 256);
    let pairs = (sms * size.threads()) as usize;
    println!(
        "GPU: {}, {} producer and {} consumer blocks of {} threads, {runs} runs each\n",
        context.name().map_err(report::driver)?,
        sms,
        sms,
        size.threads()
    );
    let want: Vec<f32> = (0..pairs).map(|slot| (slot * 2 + 1) as f32).collect();
    let mut payload = stream.alloc_zeros::<f32>(pairs).map_err(report::driver)?;
    let mut flags = stream.alloc_zeros::<u32>(pairs).map_err(report::driver)?;
    // Each consumer writes its own cell: the consumer half of one cell per thread.
    let mut out = stream
        .alloc_zeros::<f32>(2 * pairs)
        .map_err(report::driver)?;
    let mut missed = stream.alloc_zeros::<u32>(1).map_err(report::driver)?;

    println!(
        "{:<32} {:>5} {:>14} {:>16}",
        "kernel", "runs", "wrong payload", "waits timed out"
    );
    let mut ok = true;
    for fenced in [false, true] {
        let (mut wrong, mut timed_out) = (0usize, 0u32);
        for _ in 0..*runs {
            stream.memset_zeros(&mut flags).map_err(report::driver)?;
            stream.memset_zeros(&mut out).map_err(report::driver)?;
            stream.memset_zeros(&mut missed).map_err(report::driver)?;
            if fenced {
                pass_messages_fenced::launch(
                    &runtime,
                    &stream,
                    size,
                    &mut payload,
                    &mut flags,
                    &mut out,
                )?;
            } else {
                pass_messages_release_acquire::launch(
                    &runtime,
                    &stream,
                    size,
                    &mut payload,
                    &mut flags,
                    BOUND,
                    &mut out,
                    &mut missed,
                )?;
            }
            let got = stream.clone_dtoh(&out).map_err(report::driver)?[pairs..].to_vec();
            let missed_now = stream.clone_dtoh(&missed).map_err(report::driver)?[0];
            // A consumer that timed out wrote nothing (0.0); every other cell must be the payload.
            wrong += got
                .iter()
                .zip(&want)
                .filter(|(g, w)| **g != **w && **g != 0.0)
                .count();
            let unwritten = got.iter().filter(|g| **g == 0.0).count() as u32;
            if unwritten != missed_now {
                eprintln!(
                    "{unwritten} consumers wrote nothing but {missed_now} reported a timeout"
                );
                ok = false;
            }
            timed_out += missed_now;
        }
        let name = if fenced {
            pass_messages_fenced::SOURCE.name
        } else {
            pass_messages_release_acquire::SOURCE.name
        };
        println!("{name:<32} {runs:>5} {wrong:>14} {timed_out:>16}");
        if wrong > 0 || (fenced && timed_out > 0) {
            eprintln!("GATE FAILED: {name}: {wrong} payloads wrong over {runs} runs");
            ok = false;
        }
    }
    println!("\ntimeouts are reported, not failures: a bounded wait in an ordinary launch may run out before the producer's block runs");
    for name in ["flag", "mp"] {
        let shape = litmus::shape(name).expect("a litmus shape");
        for failure in litmus::table::lesson(&runtime, shape, options.stress.instances)? {
            eprintln!("GATE FAILED: {failure}");
            ok = false;
        }
    }
    Ok(ok)
}
