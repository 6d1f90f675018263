//! Device-side checks, on the GPU. An index the types cannot bound is checked
//! where it is used: out of range, the kernel stops and the runtime reports
//! `Error::DeviceCheck`, naming the kernel, the check and the length. A failed
//! check ends the CUDA context, so each case runs in a process of its own:
//!
//! ```text
//! cargo run --example bounds -- in-range   # the checked kernels, exact
//! cargo run --example bounds -- index      # reads past the end of its input
//! cargo run --example bounds -- window     # reads past its #[len(n)] elements
//! cargo run --example bounds -- counter    # a ticket counter left at 5: the launcher zeroes it
//! cargo run --example bounds -- source     # a message read by another channel
//! cargo run --example bounds -- divide     # an integer division by zero
//! cargo run --example bounds -- clamp      # a clamp whose min is above its max
//! cargo run --example bounds -- domain     # the integer logarithm of 0
//! cargo run --example bounds -- align      # a 16-byte load from a view off 16 bytes
//! cargo run --example bounds -- pairs      # a tile split in pairs by a stride of 3
//! cargo run --example bounds -- wait       # bounded waits on a flag nobody sets, in a loop
//! cargo run --example bounds -- assert     # an assert! whose condition does not hold
//! ```
//!
//! Each case exits 0 when the outcome is exactly the expected one: exact output
//! for `in-range` and `counter`, the expected `Error::DeviceCheck` for the
//! others.

use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, ValueEnum};
use cuda_sync::bounds::Check;
use cuda_sync::cudarc::driver::{CudaSlice, CudaStream, DeviceRepr, ValidAsZeroBits};
use cuda_sync::{Error, LaunchSize, Runtime};
use cuda_sync_lessons::bounds::{
    clamp_between, copy_below, copy_shifted, copy_shifted_declared, count_arrivals, divide,
    integer_log, quad_sums, read_through_another_channel, swap_pairs, wait_in_a_loop, PAIRED,
};
use cuda_sync_lessons::report;

const N: usize = 1 << 20;
const BLOCKS: u32 = 64;

#[derive(Parser)]
#[command(
    about = "Device-side checks, on the GPU: an index the types cannot bound is checked \
             where it is used. Each case exits 0 when its outcome is exactly the expected \
             one: exact output for in-range and counter, the expected Error::DeviceCheck for the others"
)]
struct Options {
    /// The case to run (a failed check ends the CUDA context, so each runs in a
    /// process of its own).
    #[arg(value_enum)]
    case: Case,
}

#[derive(Clone, Copy, ValueEnum)]
enum Case {
    /// The checked kernels within range: exact.
    InRange,
    /// A copy that reads past the end of its input.
    Index,
    /// A copy that reads past the `n` elements it declares, inside a longer input.
    Window,
    /// A ticket counter the host left at 5: the launcher zeroes it before the
    /// launch, so every block arrives once (exact).
    Counter,
    /// A message read through another channel.
    Source,
    /// An integer division by zero.
    Divide,
    /// A clamp whose min is above its max.
    Clamp,
    /// The integer logarithm (`ilog2`) of 0.
    Domain,
    /// A 16-byte load (`load4`) from a cudarc view that starts one float
    /// past 16 bytes.
    Align,
    /// A tile split in pairs by a stride of 3, which is not a power of two.
    Pairs,
    /// Bounded waits on a flag nobody sets, 2^32 looks each, in a loop of
    /// 2^32 rounds: the wait budget stops the kernel.
    Wait,
    /// A copy that asserts each value is below 100, over values to `N`.
    Assert,
}

fn main() -> ExitCode {
    report::main(|options: &Options| run(options.case))
}

fn run(case: Case) -> Result<bool, Error> {
    let runtime = report::show_kernels_then_open_gpu(&[
        &copy_shifted::SOURCE,
        &copy_shifted_declared::SOURCE,
        &count_arrivals::SOURCE,
        &read_through_another_channel::SOURCE,
        &divide::SOURCE,
        &clamp_between::SOURCE,
        &integer_log::SOURCE,
        &quad_sums::SOURCE,
        &swap_pairs::SOURCE,
        &wait_in_a_loop::SOURCE,
        &copy_below::SOURCE,
    ])?;
    match case {
        Case::InRange => in_range(&runtime),
        Case::Index => expect(
            copy_past_the_end(&runtime),
            "copy_shifted",
            Check::Index,
            N as u64,
        ),
        Case::Window => expect(
            copy_past_the_declared_end(&runtime),
            "copy_shifted_declared",
            Check::Index,
            N as u64,
        ),
        Case::Counter => {
            let total = count_from(&runtime, 5)?;
            println!("count_arrivals from a counter left at 5: {total} of {BLOCKS} blocks (the launcher zeroed it)");
            Ok(total == BLOCKS)
        }
        Case::Source => expect(
            read_across_channels(&runtime),
            "read_through_another_channel",
            Check::Source,
            0,
        ),
        Case::Divide => expect(
            divide_by(&runtime, 0).map(|_| 0),
            "divide",
            Check::Divide,
            0,
        ),
        Case::Clamp => expect(
            clamp(&runtime, 5, 3).map(|_| 0),
            "clamp_between",
            Check::Clamp,
            0,
        ),
        Case::Domain => expect(
            launched_over(&runtime, &indices(), |stream, size, input, out| {
                integer_log::launch(&runtime, stream, size, input, out)
            })
            .map(|_| 0),
            "integer_log",
            Check::Domain,
            0,
        ),
        Case::Align => expect(
            quads_from(&runtime, 1).map(|_| 0),
            "quad_sums",
            Check::Align,
            16,
        ),
        Case::Pairs => expect(
            pairs_swapped(&runtime, 3).map(|_| 0),
            "swap_pairs",
            Check::Shape,
            PAIRED,
        ),
        Case::Wait => {
            let started = std::time::Instant::now();
            let outcome = waits(&runtime, false, u32::MAX);
            println!(
                "the kernel ended after {:.2} s",
                started.elapsed().as_secs_f64()
            );
            expect(outcome.map(|_| 0), "wait_in_a_loop", Check::Wait, 1 << 24)
        }
        Case::Assert => expect(
            copy_checked_below(&runtime, 100).map(|_| 0),
            "copy_below",
            Check::Assert,
            0,
        ),
    }
}

/// Both kernels within range: the copy is exact, every block arrives once.
fn in_range(runtime: &Runtime) -> Result<bool, Error> {
    let host: Vec<f32> = (0..N + 2).map(|i| i as f32).collect();
    let copied = launched_over(runtime, &host, |stream, size, input, out| {
        copy_shifted::launch(runtime, stream, size, input, 2, out)
    })?;
    let copy_exact = copied.iter().enumerate().all(|(i, v)| *v == (i + 2) as f32);
    let total = count_from(runtime, 0)?;
    let quotients = divide_by(runtime, 3)?;
    let divide_exact = quotients
        .iter()
        .enumerate()
        .all(|(i, q)| *q == i as u32 / 3);
    let copied_below = copy_checked_below(runtime, N as u32)?;
    let assert_exact = copied_below.iter().enumerate().all(|(i, v)| *v == i as u32);
    let clamped = clamp(runtime, 3, 5)?;
    let clamp_exact = clamped
        .iter()
        .enumerate()
        .all(|(i, c)| *c == (i as u32).clamp(3, 5));
    println!(
        "copy_shifted by 2 within range: {}",
        if copy_exact { "exact" } else { "WRONG" }
    );
    println!("count_arrivals from a zeroed counter: {total} of {BLOCKS} blocks");
    println!(
        "divide by 3: {}",
        if divide_exact { "exact" } else { "WRONG" }
    );
    println!(
        "clamp to 3..=5: {}",
        if clamp_exact { "exact" } else { "WRONG" }
    );
    println!(
        "copy_below N, every assertion holding: {}",
        if assert_exact { "exact" } else { "WRONG" }
    );
    let views_exact = quads_from(runtime, 4)?;
    println!(
        "quad_sums on views (input from float 4, output from cell 8 of 3 * N / 4 + 16): {}",
        if views_exact {
            "exact, and no cell outside the output view written"
        } else {
            "WRONG"
        }
    );
    let signalled = waits(runtime, true, 1000)?;
    println!(
        "wait_in_a_loop, every flag set, 1000 rounds: {}",
        if signalled {
            "every wait saw its message"
        } else {
            "WRONG"
        }
    );
    let pairs_exact = [1, 2, 64, 128]
        .into_iter()
        .map(|stride| pairs_swapped(runtime, stride))
        .collect::<Result<Vec<bool>, Error>>()?
        .into_iter()
        .all(|exact| exact);
    println!(
        "swap_pairs at strides 1, 2, 64 and 128: {}",
        if pairs_exact { "exact" } else { "WRONG" }
    );
    Ok(copy_exact
        && total == BLOCKS
        && divide_exact
        && clamp_exact
        && assert_exact
        && views_exact
        && pairs_exact
        && signalled)
}

/// `wait_in_a_loop` on one block of 256 threads: whether every thread saw
/// its neighbour's message in every round.
fn waits(runtime: &Runtime, signal: bool, rounds: u32) -> Result<bool, Error> {
    let stream = runtime.context().default_stream();
    let cells = 256;
    let zeros = || stream.alloc_zeros::<u32>(cells).map_err(report::driver);
    let (mut payload, mut flags, mut out) = (zeros()?, zeros()?, zeros()?);
    wait_in_a_loop::launch(
        runtime,
        &stream,
        LaunchSize::new(1, cells as u32),
        &mut payload,
        &mut flags,
        signal,
        rounds,
        &mut out,
    )?;
    runtime.synchronize(&stream)?;
    let seen = stream.clone_dtoh(&out).map_err(report::driver)?;
    Ok(seen.iter().all(|&s| s == rounds))
}

/// `swap_pairs` by `stride` over N keys: whether each cell holds its
/// partner's key, `j ^ stride` within its run of 256.
fn pairs_swapped(runtime: &Runtime, stride: u32) -> Result<bool, Error> {
    let host: Vec<u32> = (0..N as u32).collect();
    let swapped = launched_over(runtime, &host, |stream, _, input, out| {
        let blocks = (N as u64).div_ceil(PAIRED) as u32;
        let size = LaunchSize::new(blocks, (PAIRED / 2) as u32);
        swap_pairs::launch(runtime, stream, size, input, N as u64, stride, out)
    })?;
    Ok(swapped
        .iter()
        .enumerate()
        .all(|(j, &v)| v as usize == j ^ stride as usize))
}

/// `quad_sums` launched on cudarc views: the input from float `start` of
/// `N + 8` (`0, 1, 2, ..`), the output a view from cell 8 of a buffer with
/// 8 cells to spare on each side. Whether the view's cells are exact and
/// every other cell is still zero.
fn quads_from(runtime: &Runtime, start: usize) -> Result<bool, Error> {
    let quads = N / 4;
    let stream = runtime.context().default_stream();
    let host: Vec<f32> = (0..N + 8).map(|i| (i % 1024) as f32).collect();
    let input = stream.clone_htod(&host).map_err(report::driver)?;
    let mut out = stream
        .alloc_zeros::<f32>(quads + 16)
        .map_err(report::driver)?;
    quad_sums::launch(
        runtime,
        &stream,
        LaunchSize::new(BLOCKS, 256),
        &input.slice(start..start + N),
        quads as u64,
        &mut out.slice_mut(8..8 + quads),
    )?;
    runtime.synchronize(&stream)?;
    let got = stream.clone_dtoh(&out).map_err(report::driver)?;
    let want = |q: usize| (0..4).map(|l| host[start + 4 * q + l]).sum::<f32>();
    let inside = (0..quads).all(|q| got[8 + q] == want(q));
    let outside = got[..8].iter().chain(&got[8 + quads..]).all(|&v| v == 0.0);
    Ok(inside && outside)
}

/// `i.clamp(lo, hi)` for each `i` below `N`.
fn clamp(runtime: &Runtime, lo: u32, hi: u32) -> Result<Vec<u32>, Error> {
    launched_over(runtime, &indices(), |stream, size, input, out| {
        clamp_between::launch(runtime, stream, size, input, lo, hi, out)
    })
}

/// The input `0, 1, .., N - 1` copied, each asserted below `limit`.
fn copy_checked_below(runtime: &Runtime, limit: u32) -> Result<Vec<u32>, Error> {
    launched_over(runtime, &indices(), |stream, size, input, out| {
        copy_below::launch(runtime, stream, size, input, limit, out)
    })
}

/// `i / divisor` for each `i` below `N`.
fn divide_by(runtime: &Runtime, divisor: u32) -> Result<Vec<u32>, Error> {
    launched_over(runtime, &indices(), |stream, size, input, out| {
        divide::launch(runtime, stream, size, input, divisor, out)
    })
}

/// The input `0, 1, .., N - 1`.
fn indices() -> Vec<u32> {
    (0..N as u32).collect()
}

/// The `N` elements `launch` writes from `host`, a thread each.
fn launched_over<T: DeviceRepr + ValidAsZeroBits>(
    runtime: &Runtime,
    host: &[T],
    launch: impl FnOnce(
        &Arc<CudaStream>,
        LaunchSize,
        &CudaSlice<T>,
        &mut CudaSlice<T>,
    ) -> Result<(), Error>,
) -> Result<Vec<T>, Error> {
    let stream = runtime.context().default_stream();
    let input = stream.clone_htod(host).map_err(report::driver)?;
    let mut out = stream.alloc_zeros::<T>(N).map_err(report::driver)?;
    launch(
        &stream,
        LaunchSize::new((N / 256) as u32, 256),
        &input,
        &mut out,
    )?;
    runtime.synchronize(&stream)?;
    stream.clone_dtoh(&out).map_err(report::driver)
}

/// Reads 2 elements past the end of an input of `N`.
fn copy_past_the_end(runtime: &Runtime) -> Result<u32, Error> {
    launched_over(runtime, &vec![0.0f32; N], |stream, size, input, out| {
        copy_shifted::launch(runtime, stream, size, input, 2, out)
    })
    .map(|_| 0)
}

/// Reads 2 elements past the `N` it declares, of an input of `N + 2`.
fn copy_past_the_declared_end(runtime: &Runtime) -> Result<u32, Error> {
    let stream = runtime.context().default_stream();
    let input = stream.alloc_zeros::<f32>(N + 2).map_err(report::driver)?;
    let mut out = stream.alloc_zeros::<f32>(N).map_err(report::driver)?;
    copy_shifted_declared::launch(
        runtime,
        &stream,
        LaunchSize::new((N / 256) as u32, 256),
        &input,
        N as u64,
        2,
        &mut out,
    )?;
    runtime.synchronize(&stream)?;
    Ok(0)
}

/// The arrival count with the counter set to `start` before the launch.
fn count_from(runtime: &Runtime, start: u32) -> Result<u32, Error> {
    let stream = runtime.context().default_stream();
    let mut partials = stream
        .alloc_zeros::<u32>(BLOCKS as usize)
        .map_err(report::driver)?;
    let mut arrivals = stream.clone_htod(&[start]).map_err(report::driver)?;
    let mut total = stream.alloc_zeros::<u32>(1).map_err(report::driver)?;
    count_arrivals::launch(
        runtime,
        &stream,
        LaunchSize::new(BLOCKS, 128),
        &mut partials,
        &mut arrivals,
        &mut total,
    )?;
    runtime.synchronize(&stream)?;
    Ok(stream.clone_dtoh(&total).map_err(report::driver)?[0])
}

/// One block whose threads each signal their slot of channel `a` and read it
/// through channel `b`.
fn read_across_channels(runtime: &Runtime) -> Result<u32, Error> {
    let stream = runtime.context().default_stream();
    let cells = 256;
    let zeros = || stream.alloc_zeros::<u32>(cells).map_err(report::driver);
    let (mut a_payload, mut a_flags) = (zeros()?, zeros()?);
    let (mut b_payload, mut b_flags, mut out) = (zeros()?, zeros()?, zeros()?);
    read_through_another_channel::launch(
        runtime,
        &stream,
        LaunchSize::new(1, cells as u32),
        &mut a_payload,
        &mut a_flags,
        &mut b_payload,
        &mut b_flags,
        &mut out,
    )?;
    runtime.synchronize(&stream)?;
    Ok(0)
}

/// Whether `outcome` is exactly the device check expected: `check` failed in
/// `kernel` on an index at or past `len`.
fn expect(
    outcome: Result<u32, Error>,
    kernel: &str,
    check: Check,
    len: u64,
) -> Result<bool, Error> {
    match outcome {
        Err(error @ Error::DeviceCheck { .. }) => {
            println!("reported: {error}");
            let exact = matches!(&error, Error::DeviceCheck { kernel: k, check: c, index, len: l }
                if k == kernel && *c == check && index.is_none_or(|i| i >= len) && *l == len);
            println!(
                "expected `{kernel}`, {check}, length {len}: {}",
                if exact { "yes" } else { "NO" }
            );
            Ok(exact)
        }
        Err(other) => {
            println!("a different error: {other}");
            Ok(false)
        }
        Ok(value) => {
            println!("the kernel finished ({value}): the check did not stop it");
            Ok(false)
        }
    }
}
