//! Warp scope without lockstep, on the GPU: warp sums by shuffles, and a
//! rotation of each warp's values through shared memory with `__syncwarp()`
//! between the writes and the reads. Gated against the CPU on every run.
//!
//! ```text
//! cargo run --example warp_scope [-- --runs 100]
//! ```

use std::process::ExitCode;

use clap::Parser;
use cuda_sync::{Error, LaunchSize};
use cuda_sync_lessons::report;
use cuda_sync_lessons::warp_scope::{rotate_within_warps, warp_sums};

const THREADS: usize = 1 << 20;

#[derive(Parser)]
#[command(
    about = "Warp scope without lockstep, on the GPU: warp sums by shuffles and a rotation \
             through shared memory with __syncwarp(), gated on every run"
)]
struct Options {
    /// Launches of each kernel at each block size, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = report::above_zero())]
    runs: u32,
}

fn main() -> ExitCode {
    report::main(run)
}

fn run(options: &Options) -> Result<bool, Error> {
    let runs = options.runs;
    let runtime =
        report::show_kernels_then_open_gpu(&[&warp_sums::SOURCE, &rotate_within_warps::SOURCE])?;
    let stream = runtime.context().default_stream();
    let host: Vec<u32> = (0..THREADS as u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 20)
        .collect();
    let sums: Vec<u32> = host
        .chunks(32)
        .flat_map(|warp| [warp.iter().sum::<u32>(); 32])
        .collect();
    let rotated: Vec<u32> = host
        .chunks(32)
        .flat_map(|warp| (0..32).map(move |lane| warp[(lane + 1) % 32]))
        .collect();
    let input = stream.clone_htod(&host).map_err(report::driver)?;
    let mut out = stream.alloc_zeros::<u32>(THREADS).map_err(report::driver)?;
    let mut ok = true;
    for threads in [32u32, 256, 1024] {
        let size = LaunchSize::new((THREADS as u32) / threads, threads);
        for (name, want) in [
            (warp_sums::SOURCE.name, &sums),
            (rotate_within_warps::SOURCE.name, &rotated),
        ] {
            let mut wrong_runs = 0;
            for _ in 0..runs {
                stream.memset_zeros(&mut out).map_err(report::driver)?;
                if name == warp_sums::SOURCE.name {
                    warp_sums::launch(&runtime, &stream, size, &input, &mut out)?;
                } else {
                    rotate_within_warps::launch(&runtime, &stream, size, &input, &mut out)?;
                }
                if stream.clone_dtoh(&out).map_err(report::driver)? != *want {
                    wrong_runs += 1;
                }
            }
            println!("{name:<22} {threads:>5} threads a block: {runs} runs, {wrong_runs} wrong");
            ok &= wrong_runs == 0;
        }
    }
    Ok(ok)
}
