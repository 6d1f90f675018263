//! The day-27 last-block reduction from kernels compiled ahead of time.
//!
//! `--mode aot` launches the CUBIN that `build.rs` embedded: NVRTC and the
//! headers are never looked for, and the program checks that no NVRTC library
//! was loaded into it. `--mode nvrtc` compiles the same kernel at run time with
//! no cache, and `--mode cached` loads it from the disk cache (which the first
//! such run fills): the three first launches the README's table compares. Each mode times its first launch
//! (from the launch call to the result on the host: loading, or compiling, the
//! kernel and running it once) against the median of the 99 launches after it,
//! and gates all 100 exactly.
//!
//! ```text
//! cargo run --release -p cuda-sync-aot-example -- --mode aot
//! ```

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, ValueEnum};
use cuda_sync::launch::{open_device, Compiler};
use cuda_sync::{Error, LaunchSize, Runtime};
use cuda_sync_lessons::day27::{self, ELEMENTS};
use cuda_sync_lessons::report;

/// Where the kernel's machine code comes from.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Mode {
    /// The table build.rs wrote; no NVRTC.
    Aot,
    /// NVRTC at run time, no disk cache.
    Nvrtc,
    /// NVRTC's output from the disk cache (`CUDA_SYNC_CACHE_DIR`): NVRTC is
    /// found and loaded for its version (part of the cache key), nothing is
    /// compiled once an earlier run filled the cache.
    Cached,
}

/// The day-27 reduction from kernels compiled ahead of time.
#[derive(Parser, Debug)]
struct Options {
    /// Where the kernel's machine code comes from.
    #[arg(long, value_enum, default_value = "aot")]
    mode: Mode,
}

const DAY27: &[cuda_sync::aot::Prebuilt] = cuda_sync::prebuilt!("day27");

fn main() -> ExitCode {
    report::exit_code(run(Options::parse()))
}

fn run(options: Options) -> Result<bool, Error> {
    let context = open_device(0)?;
    let runtime = match options.mode {
        Mode::Aot => Runtime::from_context(context)?.with_prebuilt(DAY27),
        Mode::Nvrtc => Runtime::with_compiler(context, Compiler::with_cache_dir(None)?)?,
        Mode::Cached => Runtime::from_context(context)?,
    };
    let stream = runtime.context().default_stream();
    let size = LaunchSize::new(1024, 256);
    let input = stream
        .clone_htod(&vec![1.0f32; ELEMENTS as usize])
        .map_err(report::driver)?;
    let mut workspace = day27::Workspace::new(&stream, size.blocks())?;
    let mut sums = Vec::new();
    let mut times = Vec::new();
    for _ in 0..100 {
        let launched = Instant::now();
        sums.push(workspace.sum(&runtime, &stream, size, &input, ELEMENTS)?);
        times.push(launched.elapsed().as_secs_f64() * 1e3);
    }
    let first = times[0];
    times[1..].sort_by(f64::total_cmp);
    let steady = times[1 + times[1..].len() / 2];
    let wrong = sums.iter().filter(|sum| **sum != ELEMENTS as f32).count();
    let nvrtc_loaded = nvrtc_is_loaded();
    println!(
        "mode {:?}: first launch {first:.2} ms, later launches {steady:.3} ms (median); \
         100 runs, {wrong} wrong; NVRTC loaded: {nvrtc_loaded}",
        options.mode,
    );
    let aot_without_nvrtc = !matches!(options.mode, Mode::Aot) || !nvrtc_loaded;
    Ok(wrong == 0 && aot_without_nvrtc)
}

/// Whether any NVRTC library is mapped into this process (Linux).
fn nvrtc_is_loaded() -> bool {
    std::fs::read_to_string("/proc/self/maps").is_ok_and(|maps| maps.contains("libnvrtc"))
}

#[cfg(test)]
mod tests {
    use cuda_sync::aot::{find, Code};

    use super::*;

    #[test]
    fn the_embedded_table_fits_the_kernels_as_the_program_sees_them() {
        for kernel in [
            &day27::sum_last_block_acq_rel::SOURCE,
            &day27::sum_last_block_fenced::SOURCE,
        ] {
            let cubin = find(DAY27, kernel, 90).expect("CUBIN for sm_90");
            assert_eq!(&cubin[..4], b"\x7fELF", "{}", kernel.name);
            let ptx = find(DAY27, kernel, 100).expect("PTX for a later GPU");
            assert!(
                ptx.starts_with(b"//") && ptx.ends_with(b"\0"),
                "{}",
                kernel.name
            );
            assert!(
                find(DAY27, kernel, 80).is_none(),
                "nothing for an older GPU"
            );
        }
        assert!(DAY27.iter().any(|entry| entry.code == Code::Ptx));
    }
}
