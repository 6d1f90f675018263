//! Publishing to the host, on the GPU: a kernel posts 200 messages into mapped
//! host memory, 200 microseconds apart, each released at system scope before
//! its flag; the host polls the flags while the kernel runs and reads each
//! payload as soon as it sees the flag. Gated: every payload the host read is
//! the one sent. Reported: how many the host saw before the kernel ended.
//!
//! ```text
//! cargo run --example publish_to_host [-- --runs 10]
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use cuda_sync::MappedHost;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::host_publish::{payload_of, publish_to_host};
use cuda_sync_lessons::report;

const MESSAGES: u32 = 200;
const GAP_NS: u32 = 200_000;

#[derive(Parser)]
#[command(
    about = "Publishing to the host, on the GPU: a kernel posts 200 messages into mapped host \
             memory while the host polls the flags; every payload read is gated"
)]
struct Options {
    /// Launches of the kernel, each checked.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = report::above_zero())]
    runs: u32,
}

fn main() -> ExitCode {
    report::main(run)
}

fn run(options: &Options) -> Result<bool, Error> {
    let runs = options.runs;
    let runtime = report::show_kernels_then_open_gpu(&[&publish_to_host::SOURCE])?;
    let context = runtime.context();
    let stream = context.new_stream().map_err(report::driver)?;
    println!(
        "{MESSAGES} messages, {} us apart, {runs} runs\n",
        GAP_NS / 1000
    );
    let mut ok = true;
    for run in 1..=runs {
        let payload = MappedHost::<u64>::zeroed(context, MESSAGES as usize)?;
        let flags = MappedHost::<u32>::zeroed(context, MESSAGES as usize)?;
        publish_to_host::launch(
            &runtime,
            &stream,
            LaunchSize::new(1, 32),
            &payload,
            &flags,
            MESSAGES,
            GAP_NS,
        )?;
        let done = stream.record_event(None).map_err(report::driver)?;
        let (mut wrong, mut while_running) = (0, 0);
        let deadline = Instant::now() + Duration::from_secs(30);
        for k in 0..MESSAGES as usize {
            while flags.acquire(k) == 0 {
                if Instant::now() > deadline {
                    return Err(Error::Launch {
                        kernel: "publish_to_host".into(),
                        reason: format!("message {k} never arrived"),
                    });
                }
                std::hint::spin_loop();
            }
            while_running += usize::from(!done.is_complete());
            wrong += usize::from(payload.read(k) != payload_of(k as u64));
        }
        stream.synchronize().map_err(report::driver)?;
        println!("run {run}: {wrong} of {MESSAGES} payloads wrong; {while_running} read while the kernel was still running");
        ok &= wrong == 0;
    }
    Ok(ok)
}
