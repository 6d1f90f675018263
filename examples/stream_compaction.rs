//! A device-wide counter, on the GPU: stream compaction of 4,194,304 floats,
//! each kept element claiming its output slot with a relaxed device-scope
//! atomic. Gated on every run: the count and the kept values (as a multiset,
//! since slots are claimed in any order) equal the CPU's.
//!
//! ```text
//! cargo run --example stream_compaction [-- --runs 100]
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::compaction::{keep_above, sample};
use cuda_sync_lessons::report;

const N: usize = 1 << 22;
const THRESHOLD: f32 = 0.75;

#[derive(Parser)]
#[command(
    about = "A device-wide counter, on the GPU: stream compaction of 4,194,304 floats, the \
             count and the kept values gated on every run"
)]
struct Options {
    /// Launches of the kernel, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = report::above_zero())]
    runs: u32,
}

fn main() -> ExitCode {
    report::main(run)
}

fn sorted(mut values: Vec<f32>) -> Vec<f32> {
    values.sort_by(f32::total_cmp);
    values
}

fn run(options: &Options) -> Result<bool, Error> {
    let runs = options.runs;
    let runtime = report::show_kernels_then_open_gpu(&[&keep_above::SOURCE])?;
    let stream = runtime.context().default_stream();
    let host = sample(N);
    let want = sorted(host.iter().copied().filter(|x| *x > THRESHOLD).collect());
    let input = stream.clone_htod(&host).map_err(report::driver)?;
    let mut kept = stream.alloc_zeros::<u64>(1).map_err(report::driver)?;
    let mut out = stream.alloc_zeros::<f32>(N).map_err(report::driver)?;
    let size = LaunchSize::new(N.div_ceil(256) as u32, 256);
    println!(
        "{N} floats, keep those above {THRESHOLD}: {} of them; {runs} runs\n",
        want.len()
    );
    let mut wrong_runs = 0;
    for run in 1..=runs {
        stream.memset_zeros(&mut kept).map_err(report::driver)?;
        keep_above::launch(
            &runtime, &stream, size, &input, N as u64, THRESHOLD, &mut kept, &mut out,
        )?;
        let count = stream.clone_dtoh(&kept).map_err(report::driver)?[0] as usize;
        let got = sorted(
            stream
                .clone_dtoh(&out)
                .map_err(report::driver)?
                .into_iter()
                .take(count)
                .collect(),
        );
        if count != want.len() || got != want {
            wrong_runs += 1;
            eprintln!(
                "run {run}: kept {count}, want {}; values equal: {}",
                want.len(),
                got == want
            );
        }
    }
    println!(
        "keep_above: {runs} runs, {wrong_runs} wrong (count and kept values checked on every run)"
    );
    Ok(wrong_runs == 0)
}
