//! The everyday kernels of `src/everyday.rs` on the GPU: a generic axpy (f32
//! and f64), a grid-stride sum, a histogram with shared bins, a tiled matrix
//! multiply, a row softmax and a transpose through a padded tile. Each is gated
//! exactly against the CPU, then timed beside the same algorithm written by
//! hand (`cpp/bench/everyday_handwritten.cu`, same NVRTC, same launch size),
//! taking their samples in turn, and beside the library a user would call
//! (cuBLAS, CUB: `scripts/gpu-bench.sh` builds and runs
//! `cpp/bench/everyday_libraries.cu` first and hands its times in with
//! `--library FILE`).
//!
//! ```text
//! cargo run --release --example everyday [-- --library libraries.tsv --sizes 20,24,28]
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use cuda_sync::cudarc::driver::{sys, CudaSlice, CudaStream, DeviceRepr, PushKernelArg};
use cuda_sync::vector::F32x4;
use cuda_sync::{Error, LaunchSize, RawKernel, Runtime};
use cuda_sync_lessons::bench::{read_library, time_each, TIMED, WARMUPS};
use cuda_sync_lessons::everyday::{
    axpy, bitonic_sort, grid_sum, histogram, layer_norm, sgemm, sgemm_pipelined, softmax, spmv,
    stencil, transpose, AXPY_F32_HANDWRITTEN, AXPY_F64_HANDWRITTEN, BINS, BITONIC_SORT_HANDWRITTEN,
    GRID_SUM_F32_HANDWRITTEN, HISTOGRAM_HANDWRITTEN, LAYER_NORM_HANDWRITTEN, NORM_ITEMS,
    SGEMM_HANDWRITTEN_1024, SGEMM_HANDWRITTEN_4096, SGEMM_PIPELINED_HANDWRITTEN_1024,
    SGEMM_PIPELINED_HANDWRITTEN_4096, SOFTMAX_HANDWRITTEN, SOFTMAX_ITEMS, SORT_KEYS,
    SPMV_HANDWRITTEN, STENCIL_HANDWRITTEN, TRANSPOSE_HANDWRITTEN,
};
use cuda_sync_lessons::report;

const THREADS: u32 = 256;

#[derive(Parser)]
#[command(
    about = "Everyday kernels (axpy, grid-stride sum, histogram) on the GPU: gated exactly, \
             then timed beside the same algorithm by hand and beside cuBLAS and CUB"
)]
struct Options {
    /// The libraries' times: case, n, milliseconds, tab-separated, a line each
    /// (scripts/gpu-bench.sh writes them).
    #[arg(long, value_name = "FILE")]
    library: Option<PathBuf>,
    /// The input sizes n, as powers of two, comma-separated, each between 4 and 28.
    #[arg(
        long,
        value_name = "LOG2,...",
        value_delimiter = ',',
        default_value = "20,24,28",
        value_parser = clap::value_parser!(u32).range(4..=28)
    )]
    sizes: Vec<u32>,
}

fn main() -> ExitCode {
    report::main(run)
}

/// One row of the table: the typed kernel, by hand, and the library.
struct Row {
    case: &'static str,
    n: u64,
    typed_ms: f32,
    by_hand_ms: f32,
    bytes: u64,
}

fn run(options: &Options) -> Result<bool, Error> {
    let runtime = Runtime::new(0)?;
    let stream = runtime.context().default_stream();
    let sms = runtime
        .context()
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .map_err(report::driver)? as u64;
    let library = match &options.library {
        Some(path) => read_library(path)?,
        None => BTreeMap::new(),
    };
    let (mut rows, mut exact) = (Vec::new(), true);
    for &log2n in &options.sizes {
        let n = 1u64 << log2n;
        // At most 8 blocks per SM: each thread runs a grid stride.
        let blocks = n.div_ceil(u64::from(THREADS)).min(8 * sms) as u32;
        let size = LaunchSize::new(blocks, THREADS);
        let case = Case {
            runtime: &runtime,
            stream: &stream,
            size,
            n,
        };
        exact &= case.axpy::<f32>(&AXPY_F32_HANDWRITTEN, "axpy f32", &mut rows)?;
        exact &= case.axpy::<f64>(&AXPY_F64_HANDWRITTEN, "axpy f64", &mut rows)?;
        exact &= case.grid_sum(&mut rows)?;
        exact &= case.histogram(&mut rows)?;
        exact &= case.sgemm(&mut rows)?;
        exact &= case.softmax(&mut rows)?;
        exact &= case.transpose(&mut rows)?;
        exact &= case.layer_norm(&mut rows)?;
        exact &= case.spmv(&mut rows)?;
        exact &= case.stencil(&mut rows)?;
        exact &= case.sort(&mut rows)?;
    }
    print_table(&rows, &library);
    Ok(exact)
}

/// Launches a hand-written kernel of `cpp/bench/everyday_handwritten.cu` on
/// the case's stream and launch size, its arguments pushed in order.
macro_rules! launch_by_hand {
    ($case:expr, $kernel:expr, $($arg:expr),*) => {
        launch_by_hand!(sized $case.size; $case, $kernel, $($arg),*)
    };
    (sized $size:expr; $case:expr, $kernel:expr, $($arg:expr),*) => {{
        let function = $case.runtime.raw_function($kernel)?;
        let config = $case.runtime.raw_config($kernel, $size)?;
        let mut builder = $case.stream.launch_builder(&function);
        $(builder.arg($arg);)*
        // SAFETY: each use pushes the arguments of the kernel's signature in
        // cpp/bench/everyday_handwritten.cu, on buffers of the sizes it
        // takes (n cells, 256 bins, a matrix of n cells and its side).
        unsafe { builder.launch(config) }
            .map(|_| ())
            .map_err(cuda_sync::launch::launch_error($kernel.name))
    }};
}

/// One input size on one stream.
struct Case<'a> {
    runtime: &'a Runtime,
    stream: &'a Arc<CudaStream>,
    size: LaunchSize,
    n: u64,
}

/// The i-th value of a deterministic sequence in [0, 1), on 1/1024 steps.
fn value(i: u64) -> f64 {
    ((i.wrapping_mul(2_654_435_761) >> 7) % 1024) as f64 / 1024.0
}

/// The i-th histogram sample, as `cpp/bench/everyday_libraries.cu` makes it.
/// `count` vectors whose lane `l` of vector `q` is `cell(4q + l)`.
fn quads(count: u64, cell: impl Fn(u64) -> f32) -> Vec<F32x4> {
    (0..count)
        .map(|q| F32x4::new(std::array::from_fn(|l| cell(4 * q + l as u64))))
        .collect()
}

/// The lanes of `vectors`, in order, as float64.
fn lanes(vectors: &[F32x4]) -> Vec<f64> {
    vectors
        .iter()
        .flat_map(|q| <[f32; 4]>::from(*q))
        .map(f64::from)
        .collect()
}

fn sample(i: u64) -> u32 {
    ((i.wrapping_mul(2_654_435_761) >> 7) % u64::from(BINS)) as u32
}

impl Case<'_> {
    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<CudaSlice<T>, Error> {
        self.stream.clone_htod(host).map_err(report::driver)
    }

    fn download<T: DeviceRepr + Default + Clone>(
        &self,
        device: &CudaSlice<T>,
    ) -> Result<Vec<T>, Error> {
        self.stream.clone_dtoh(device).map_err(report::driver)
    }

    /// `y = a·x + y`, bit for bit as Rust's `mul_add`, typed and by hand.
    fn axpy<T>(
        &self,
        by_hand: &'static RawKernel,
        name: &'static str,
        rows: &mut Vec<Row>,
    ) -> Result<bool, Error>
    where
        T: cuda_sync::math::Float + From<f32> + Default,
    {
        let n = self.n as usize;
        let a: T = 0.75f32.into();
        let x: Vec<T> = (0..n).map(|i| (value(i as u64) as f32).into()).collect();
        let y0: Vec<T> = (0..n)
            .map(|i| (value(i as u64 + 7) as f32).into())
            .collect();
        let want: Vec<T> = x.iter().zip(&y0).map(|(&x, &y)| a.mul_add(x, y)).collect();
        let dx = self.upload(&x)?;
        let mut dy = self.upload(&y0)?;
        axpy::launch(
            self.runtime,
            self.stream,
            self.size,
            a,
            &dx,
            self.n,
            &mut dy,
        )?;
        let typed_exact = self.download(&dy)? == want;
        let mut dy = self.upload(&y0)?;
        launch_by_hand!(self, by_hand, &a, &dx, &self.n, &mut dy)?;
        let by_hand_exact = self.download(&dy)? == want;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| match kind {
            0 => axpy::launch(
                self.runtime,
                self.stream,
                self.size,
                a,
                &dx,
                self.n,
                &mut dy,
            ),
            _ => launch_by_hand!(self, by_hand, &a, &dx, &self.n, &mut dy),
        })?;
        self.row(
            rows,
            name,
            times,
            3 * self.n * std::mem::size_of::<T>() as u64,
        );
        println!(
            "{name:<12} n = 2^{:<2}  typed exact: {typed_exact}  by hand exact: {by_hand_exact}",
            self.n.trailing_zeros()
        );
        Ok(typed_exact && by_hand_exact)
    }

    /// The sum of n ones, typed and by hand: each block's sum is exact, and
    /// each of the blocks' atomic additions rounds once, so the total is
    /// within `blocks` roundings of n; and the `u32` instance over varied
    /// values, exact modulo 2^32.
    fn grid_sum(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let ones = self.upload(&vec![1.0f32; self.n as usize])?;
        let mut total = self.upload(&[0.0f32])?;
        grid_sum::launch(
            self.runtime,
            self.stream,
            self.size,
            &ones,
            self.n,
            &mut total,
        )?;
        let typed = self.download(&total)?[0];
        let mut total_by_hand = self.upload(&[0.0f32])?;
        launch_by_hand!(
            self,
            &GRID_SUM_F32_HANDWRITTEN,
            &ones,
            &self.n,
            &mut total_by_hand
        )?;
        let by_hand = self.download(&total_by_hand)?[0];
        let integers: Vec<u32> = (0..self.n).map(|i| sample(i) * 4099).collect();
        let want = integers.iter().fold(0u32, |s, &v| s.wrapping_add(v));
        let device_integers = self.upload(&integers)?;
        let mut integer_total = self.upload(&[0u32])?;
        grid_sum::launch(
            self.runtime,
            self.stream,
            self.size,
            &device_integers,
            self.n,
            &mut integer_total,
        )?;
        let integer = self.download(&integer_total)?[0];
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| match kind {
            0 => grid_sum::launch(
                self.runtime,
                self.stream,
                self.size,
                &ones,
                self.n,
                &mut total,
            ),
            _ => launch_by_hand!(
                self,
                &GRID_SUM_F32_HANDWRITTEN,
                &ones,
                &self.n,
                &mut total_by_hand
            ),
        })?;
        self.row(rows, "sum f32", times, 4 * self.n);
        let bound = f64::from(self.size.blocks()) * f64::from(f32::EPSILON) * self.n as f64;
        let near = |got: f32| (f64::from(got) - self.n as f64).abs() <= bound;
        let exact = near(typed) && near(by_hand) && integer == want;
        println!(
            "{:<12} n = 2^{:<2}  typed {typed} by hand {by_hand} (want {} within {bound:.0}); u32 {integer} (want {want}, exactly)",
            "sum",
            self.n.trailing_zeros(),
            self.n
        );
        Ok(exact)
    }

    /// Counts of n samples in 256 bins, typed and by hand, against the CPU's.
    fn histogram(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let samples: Vec<u32> = (0..self.n).map(sample).collect();
        let mut want = vec![0u32; BINS as usize];
        samples.iter().for_each(|&s| want[s as usize] += 1);
        let device_samples = self.upload(&samples)?;
        let mut bins = self.upload(&vec![0u32; BINS as usize])?;
        histogram::launch(
            self.runtime,
            self.stream,
            self.size,
            &device_samples,
            self.n,
            &mut bins,
        )?;
        let typed_exact = self.download(&bins)? == want;
        let mut bins_by_hand = self.upload(&vec![0u32; BINS as usize])?;
        launch_by_hand!(
            self,
            &HISTOGRAM_HANDWRITTEN,
            &device_samples,
            &self.n,
            &mut bins_by_hand
        )?;
        let by_hand_exact = self.download(&bins_by_hand)? == want;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| match kind {
            0 => histogram::launch(
                self.runtime,
                self.stream,
                self.size,
                &device_samples,
                self.n,
                &mut bins,
            ),
            _ => launch_by_hand!(
                self,
                &HISTOGRAM_HANDWRITTEN,
                &device_samples,
                &self.n,
                &mut bins_by_hand
            ),
        })?;
        self.row(rows, "histogram", times, 4 * self.n);
        println!(
            "{:<12} n = 2^{:<2}  typed exact: {typed_exact}  by hand exact: {by_hand_exact}",
            "histogram",
            self.n.trailing_zeros()
        );
        Ok(typed_exact && by_hand_exact)
    }

    /// `c = a · b` for square matrices of side 1024 (n = 2^20) or 4096
    /// (n = 2^24), register-blocked, typed and by hand, with two barriers a
    /// step (`sgemm`) and pipelined through a double tile, one barrier a step
    /// (`sgemm pipelined`): exact, cell for cell (all of them at 1024, 4096
    /// spread ones at 4096), against `mul_add` sums in the same order on the
    /// CPU.
    fn sgemm(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let side = 1u64 << (self.n.trailing_zeros() / 2);
        if side * side != self.n || !(1024..=4096).contains(&side) {
            println!(
                "{:<12} n = 2^{:<2}  skipped: square sides of 1024 and 4096 only",
                "sgemm",
                self.n.trailing_zeros()
            );
            return Ok(true);
        }
        let a: Vec<f32> = (0..self.n).map(|i| value(i) as f32 - 0.5).collect();
        let b: Vec<f32> = (0..self.n).map(|i| value(i + 3) as f32 - 0.5).collect();
        let (da, db) = (self.upload(&a)?, self.upload(&b)?);
        let blocks = (side / 128) as u32;
        let size = LaunchSize::new_2d([blocks, blocks], [256, 1]);
        let cells: Vec<u64> = if side == 1024 {
            (0..self.n).collect()
        } else {
            (0..4096).map(|i| (i * 2_654_435_761) % self.n).collect()
        };
        let mut exact = true;
        let (by_hand, pipelined_by_hand) = match side {
            1024 => (&SGEMM_HANDWRITTEN_1024, &SGEMM_PIPELINED_HANDWRITTEN_1024),
            _ => (&SGEMM_HANDWRITTEN_4096, &SGEMM_PIPELINED_HANDWRITTEN_4096),
        };
        for (case, by_hand_kernel) in [("sgemm", by_hand), ("sgemm pipelined", pipelined_by_hand)] {
            let zeros = vec![F32x4::splat(0.0); (self.n / 4) as usize];
            let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
            let mut launch = |kind: usize| match (kind, case, side) {
                (0, "sgemm", 1024) => {
                    sgemm::launch::<256>(self.runtime, self.stream, size, &da, &db, &mut typed)
                }
                (0, "sgemm", _) => {
                    sgemm::launch::<1024>(self.runtime, self.stream, size, &da, &db, &mut typed)
                }
                (0, _, 1024) => sgemm_pipelined::launch::<256>(
                    self.runtime,
                    self.stream,
                    size,
                    &da,
                    &db,
                    &mut typed,
                ),
                (0, _, _) => sgemm_pipelined::launch::<1024>(
                    self.runtime,
                    self.stream,
                    size,
                    &da,
                    &db,
                    &mut typed,
                ),
                _ => {
                    launch_by_hand!(sized size; self, by_hand_kernel, &da, &db, &mut by_hand)
                }
            };
            launch(0)?;
            launch(1)?;
            let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
            let lanes =
                |v: Vec<F32x4>| -> Vec<f32> { v.into_iter().flat_map(<[f32; 4]>::from).collect() };
            let (typed, by_hand) = (
                lanes(self.download(&typed)?),
                lanes(self.download(&by_hand)?),
            );
            let case_exact = cells.iter().all(|&cell| {
                let (row, column) = (cell / side, cell % side);
                let want = (0..side).fold(0.0f32, |sum, k| {
                    a[(row * side + k) as usize].mul_add(b[(k * side + column) as usize], sum)
                });
                typed[cell as usize] == want && by_hand[cell as usize] == want
            });
            self.row(rows, case, times, 3 * 4 * self.n);
            println!(
                "{case:<12} n = 2^{:<2}  side {side}: {} cells checked, typed and by hand exact: {case_exact}",
                self.n.trailing_zeros(),
                cells.len()
            );
            exact &= case_exact;
        }
        Ok(exact)
    }

    /// The one-pass row softmax at 1024 and 4096 columns, a row a block of
    /// `QUADS / 2` threads, within 16 roundings of the float64 softmax.
    fn softmax(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        Ok(self.softmax_of::<256>(rows)? & self.softmax_of::<1024>(rows)?)
    }

    fn softmax_of<const QUADS: u64>(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let columns = 4 * QUADS;
        let case = if QUADS == 256 {
            "softmax 1024"
        } else {
            "softmax 4096"
        };
        let height = self.n / columns;
        if height == 0 {
            println!(
                "{case:<12} n = 2^{:<2}  skipped: fewer cells than a row",
                self.n.trailing_zeros()
            );
            return Ok(true);
        }
        let input = quads(self.n / 4, |i| (value(i) * 16.0 - 8.0) as f32);
        let device_input = self.upload(&input)?;
        let zeros = vec![F32x4::splat(0.0); (self.n / 4) as usize];
        let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
        let size = LaunchSize::new(height as u32, (QUADS / u64::from(SOFTMAX_ITEMS)) as u32);
        let quad_count = QUADS;
        let mut launch = |kind: usize| match kind {
            0 => softmax::launch::<QUADS>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                height,
                &mut typed,
            ),
            _ => {
                launch_by_hand!(sized size; self, &SOFTMAX_HANDWRITTEN, &device_input, &height, &quad_count, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (x, typed, by_hand) = (
            lanes(&input),
            lanes(&self.download(&typed)?),
            lanes(&self.download(&by_hand)?),
        );
        let mut worst = 0.0f64;
        for (r, row) in x.chunks(columns as usize).enumerate() {
            let max = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v));
            let sum: f64 = row.iter().map(|&v| (v - max).exp()).sum();
            for (c, &v) in row.iter().enumerate() {
                let want = (v - max).exp() / sum;
                let cell = r * columns as usize + c;
                for got in [typed[cell], by_hand[cell]] {
                    worst = worst.max((got - want).abs() / (want * f64::from(f32::EPSILON)));
                }
            }
        }
        let within = worst <= 16.0;
        self.row(rows, case, times, 2 * 4 * self.n);
        println!(
            "{case:<12} n = 2^{:<2}  {height} rows: worst error {worst:.1} roundings of the float64 softmax (16 allowed), typed and by hand: {within}",
            self.n.trailing_zeros()
        );
        Ok(within)
    }

    /// The transpose of a square matrix of n cells (sides 1024, 4096 and
    /// 16384), typed and by hand, on 32 × 8 blocks: exact, cell for cell.
    fn transpose(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let side = 1u64 << (self.n.trailing_zeros() / 2);
        if side * side != self.n || ![1024, 4096, 16384].contains(&side) {
            println!(
                "{:<12} n = 2^{:<2}  skipped: square sides of 1024, 4096 and 16384 only",
                "transpose",
                self.n.trailing_zeros()
            );
            return Ok(true);
        }
        // A distinct float in every cell (2^28 patterns from 0x3000_0000 up,
        // every one a normal number), so a cell moved anywhere else shows.
        let input: Vec<f32> = (0..self.n)
            .map(|i| f32::from_bits(0x3000_0000 + i as u32))
            .collect();
        let device_input = self.upload(&input)?;
        let mut typed = self.upload(&vec![0.0f32; self.n as usize])?;
        let mut by_hand = self.upload(&vec![0.0f32; self.n as usize])?;
        let blocks = side.div_ceil(32) as u32;
        let size = LaunchSize::new_2d([blocks, blocks], [32, 8]);
        let mut launch = |kind: usize| match (kind, side) {
            (0, 1024) => transpose::launch::<1024, 1024>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                &mut typed,
            ),
            (0, 4096) => transpose::launch::<4096, 4096>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                &mut typed,
            ),
            (0, _) => transpose::launch::<16384, 16384>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                &mut typed,
            ),
            _ => {
                launch_by_hand!(sized size; self, &TRANSPOSE_HANDWRITTEN, &device_input, &side, &side, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (typed, by_hand) = (self.download(&typed)?, self.download(&by_hand)?);
        let exact = (0..self.n).all(|cell| {
            let want = input[((cell % side) * side + cell / side) as usize];
            typed[cell as usize] == want && by_hand[cell as usize] == want
        });
        self.row(rows, "transpose", times, 2 * 4 * self.n);
        println!(
            "{:<12} n = 2^{:<2}  side {side}: typed and by hand exact: {exact}",
            "transpose",
            self.n.trailing_zeros()
        );
        Ok(exact)
    }

    /// The layer norm at 1024 and 4096 columns (256 and 1024 vectors), a
    /// row a block of `QUADS / 2` threads, within 1e-4 (relative to 1 +
    /// |want|) of the float64 layer norm, typed and by hand.
    fn layer_norm(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        Ok(self.layer_norm_of::<256>(rows)? & self.layer_norm_of::<1024>(rows)?)
    }

    fn layer_norm_of<const QUADS: u64>(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let columns = 4 * QUADS;
        let case = if QUADS == 256 {
            "norm 1024"
        } else {
            "norm 4096"
        };
        let height = self.n / columns;
        if height == 0 {
            println!(
                "{case:<12} n = 2^{:<2}  skipped: fewer cells than a row",
                self.n.trailing_zeros()
            );
            return Ok(true);
        }
        let input = quads(self.n / 4, |i| (value(i) * 16.0 - 8.0) as f32);
        let gamma = quads(QUADS, |i| (value(11 + i) + 0.5) as f32);
        let beta = quads(QUADS, |i| (value(13 + i) - 0.5) as f32);
        let (device_input, device_gamma, device_beta) = (
            self.upload(&input)?,
            self.upload(&gamma)?,
            self.upload(&beta)?,
        );
        let zeros = vec![F32x4::splat(0.0); (self.n / 4) as usize];
        let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
        let size = LaunchSize::new(height as u32, (QUADS / u64::from(NORM_ITEMS)) as u32);
        let quad_count = QUADS;
        let mut launch = |kind: usize| match kind {
            0 => layer_norm::launch::<QUADS>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                &device_gamma,
                &device_beta,
                height,
                &mut typed,
            ),
            _ => {
                launch_by_hand!(sized size; self, &LAYER_NORM_HANDWRITTEN, &device_input, &device_gamma, &device_beta, &height, &quad_count, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (typed, by_hand) = (self.download(&typed)?, self.download(&by_hand)?);
        let (x, g, b) = (lanes(&input), lanes(&gamma), lanes(&beta));
        let (typed, by_hand) = (lanes(&typed), lanes(&by_hand));
        let mut worst = 0.0f64;
        for (r, row) in x.chunks(columns as usize).enumerate() {
            let mean = row.iter().sum::<f64>() / columns as f64;
            let variance = row.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / columns as f64;
            let scale = 1.0 / (variance + 1e-5).sqrt();
            for (c, v) in row.iter().enumerate() {
                let want = (v - mean) * scale * g[c] + b[c];
                let cell = r * columns as usize + c;
                for got in [typed[cell], by_hand[cell]] {
                    worst = worst.max((got - want).abs() / (1.0 + want.abs()));
                }
            }
        }
        let within = worst <= 1e-4;
        self.row(rows, case, times, 2 * 4 * self.n);
        println!(
            "{case:<12} n = 2^{:<2}  {height} rows: worst error {worst:.2e} of the float64 layer norm (1e-4 allowed), typed and by hand: {within}",
            self.n.trailing_zeros()
        );
        Ok(within)
    }

    /// `y = A·x` for a CSR matrix of n nonzeros, 1 to 63 a row (32 on
    /// average) at scattered columns of a square matrix: a warp a row,
    /// typed and by hand, each row within 64 roundings (of the row's
    /// absolute sum) of the float64 product.
    fn spmv(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let height = self.n / 32;
        let mut offsets = vec![0u32];
        while offsets.len() <= height as usize {
            let r = offsets.len() as u64;
            let length = 1 + (r.wrapping_mul(2_654_435_761) >> 9) % 63;
            let end = (u64::from(*offsets.last().unwrap()) + length).min(self.n);
            offsets.push(end as u32);
        }
        let nonzeros = u64::from(*offsets.last().unwrap());
        let columns: Vec<u32> = (0..nonzeros)
            .map(|j| ((j.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 23) % height) as u32)
            .collect();
        let values: Vec<f32> = (0..nonzeros).map(|j| (value(j) - 0.5) as f32).collect();
        let x: Vec<f32> = (0..height).map(|i| value(i + 5) as f32).collect();
        let (d_offsets, d_columns, d_values, d_x) = (
            self.upload(&offsets)?,
            self.upload(&columns)?,
            self.upload(&values)?,
            self.upload(&x)?,
        );
        let zeros = vec![0.0f32; height as usize];
        let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
        let size = LaunchSize::new(height.div_ceil(8) as u32, 256);
        let mut launch = |kind: usize| match kind {
            0 => spmv::launch(
                self.runtime,
                self.stream,
                size,
                &d_offsets,
                &d_columns,
                &d_values,
                nonzeros,
                &d_x,
                height,
                height,
                &mut typed,
            ),
            _ => {
                launch_by_hand!(sized size; self, &SPMV_HANDWRITTEN, &d_offsets, &d_columns, &d_values, &d_x, &height, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (typed, by_hand) = (self.download(&typed)?, self.download(&by_hand)?);
        let within = (0..height as usize).all(|r| {
            let terms = (offsets[r]..offsets[r + 1]).map(|j| {
                f64::from(values[j as usize]) * f64::from(x[columns[j as usize] as usize])
            });
            let (want, magnitude) = terms.fold((0.0, 0.0), |(s, m), t| (s + t, m + t.abs()));
            let bound = 64.0 * f64::from(f32::EPSILON) * magnitude;
            [typed[r], by_hand[r]]
                .iter()
                .all(|&got| (f64::from(got) - want).abs() <= bound)
        });
        self.row(rows, "spmv", times, 12 * nonzeros + 8 * height);
        println!(
            "{:<12} n = 2^{:<2}  {height} rows, {nonzeros} nonzeros: typed and by hand within 64 roundings of the float64 product: {within}",
            "spmv",
            self.n.trailing_zeros()
        );
        Ok(within)
    }

    /// The 7-point stencil over a volume of n cells, 512 × 512 a layer,
    /// typed and by hand: exact, cell for cell, against the same sums in
    /// the same order on the CPU.
    fn stencil(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        const SIDE: u64 = 512;
        let depth = self.n / (SIDE * SIDE);
        if depth == 0 {
            println!(
                "{:<12} n = 2^{:<2}  skipped: fewer cells than a 512 × 512 layer",
                "stencil",
                self.n.trailing_zeros()
            );
            return Ok(true);
        }
        let input: Vec<f32> = (0..self.n).map(|i| value(i) as f32).collect();
        let device_input = self.upload(&input)?;
        let zeros = vec![0.0f32; self.n as usize];
        let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
        let size = LaunchSize::new_3d(
            [(SIDE / 32) as u32, (SIDE / 8) as u32, depth as u32],
            [32, 8, 1],
        );
        let side = SIDE;
        let mut launch = |kind: usize| match kind {
            0 => stencil::launch::<SIDE, SIDE>(
                self.runtime,
                self.stream,
                size,
                &device_input,
                depth,
                &mut typed,
            ),
            _ => {
                launch_by_hand!(sized size; self, &STENCIL_HANDWRITTEN, &device_input, &side, &side, &depth, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (typed, by_hand) = (self.download(&typed)?, self.download(&by_hand)?);
        let at = |x: i64, y: i64, z: i64| -> f32 {
            let inside = (0..SIDE as i64).contains(&x)
                && (0..SIDE as i64).contains(&y)
                && (0..depth as i64).contains(&z);
            if inside {
                input[((z as u64 * SIDE + y as u64) * SIDE + x as u64) as usize]
            } else {
                0.0
            }
        };
        let exact = (0..self.n).all(|cell| {
            let (x, y, z) = (
                (cell % SIDE) as i64,
                (cell / SIDE % SIDE) as i64,
                (cell / (SIDE * SIDE)) as i64,
            );
            let sides = (at(x - 1, y, z) + at(x + 1, y, z))
                + (at(x, y - 1, z) + at(x, y + 1, z))
                + (at(x, y, z - 1) + at(x, y, z + 1));
            let want = at(x, y, z) * 0.4 + sides * 0.1;
            typed[cell as usize] == want && by_hand[cell as usize] == want
        });
        self.row(rows, "stencil", times, 2 * 4 * self.n);
        println!(
            "{:<12} n = 2^{:<2}  {depth} layers of 512 × 512: typed and by hand exact: {exact}",
            "stencil",
            self.n.trailing_zeros()
        );
        Ok(exact)
    }

    /// Each run of 1024 of n keys sorted in place by a block, typed and by
    /// hand: exact, run for run, against the CPU's sort of the run.
    fn sort(&self, rows: &mut Vec<Row>) -> Result<bool, Error> {
        let keys: Vec<u32> = (0..self.n)
            .map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as u32)
            .collect();
        let device_keys = self.upload(&keys)?;
        let zeros = vec![0u32; self.n as usize];
        let (mut typed, mut by_hand) = (self.upload(&zeros)?, self.upload(&zeros)?);
        let size = LaunchSize::new(self.n.div_ceil(SORT_KEYS) as u32, (SORT_KEYS / 2) as u32);
        let n = self.n;
        let mut launch = |kind: usize| match kind {
            0 => bitonic_sort::launch(self.runtime, self.stream, size, &device_keys, n, &mut typed),
            _ => {
                launch_by_hand!(sized size; self, &BITONIC_SORT_HANDWRITTEN, &device_keys, &n, &mut by_hand)
            }
        };
        launch(0)?;
        launch(1)?;
        let times = time_each(self.runtime, self.stream, 2, 1, |kind, _| launch(kind))?;
        let (typed, by_hand) = (self.download(&typed)?, self.download(&by_hand)?);
        let exact = keys
            .chunks(SORT_KEYS as usize)
            .zip(
                typed
                    .chunks(SORT_KEYS as usize)
                    .zip(by_hand.chunks(SORT_KEYS as usize)),
            )
            .all(|(run, (typed, by_hand))| {
                let mut want = run.to_vec();
                want.sort_unstable();
                typed == want.as_slice() && by_hand == want.as_slice()
            });
        self.row(rows, "sort", times, 2 * 4 * self.n);
        println!(
            "{:<12} n = 2^{:<2}  runs of {SORT_KEYS} keys: typed and by hand exact: {exact}",
            "sort",
            self.n.trailing_zeros()
        );
        Ok(exact)
    }

    fn row(&self, rows: &mut Vec<Row>, case: &'static str, times: Vec<f32>, bytes: u64) {
        rows.push(Row {
            case,
            n: self.n,
            typed_ms: times[0],
            by_hand_ms: times[1],
            bytes,
        });
    }
}

/// The library call each case is compared with, by its name in the library file.
fn library_case(case: &str) -> &'static str {
    match case {
        "axpy f32" => "saxpy",
        "axpy f64" => "daxpy",
        "sum f32" => "cub_sum",
        "sgemm" | "sgemm pipelined" => "sgemm",
        "histogram" => "cub_histogram",
        _ => "copy",
    }
}

fn print_table(rows: &[Row], library: &BTreeMap<(String, u64), f32>) {
    println!(
        "\nevery time: median of {TIMED} launches after {WARMUPS} warm-ups, each queued behind a spinning kernel, CUDA events; typed and by hand sampled in turn"
    );
    println!(
        "{:<12} {:>6} {:>10} {:>10} {:>12} {:>10} {:>13} {:>13} {:>9}",
        "kernel",
        "n",
        "typed ms",
        "hand ms",
        "typed/hand",
        "library",
        "library ms",
        "typed/library",
        "GB/s"
    );
    for row in rows {
        let name = library_case(row.case);
        let lib = library.get(&(name.to_string(), row.n));
        let (lib_ms, ratio) = match lib {
            Some(ms) => (format!("{ms:.4}"), format!("{:.3}", row.typed_ms / ms)),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{:<12} {:>6} {:>10.4} {:>10.4} {:>12.3} {:>10} {:>13} {:>13} {:>9.0}",
            row.case,
            format!("2^{}", row.n.trailing_zeros()),
            row.typed_ms,
            row.by_hand_ms,
            row.typed_ms / row.by_hand_ms,
            name,
            lib_ms,
            ratio,
            row.bytes as f64 / (f64::from(row.typed_ms) * 1e6)
        );
    }
    if let Some(copy) = library.iter().rfind(|((case, _), _)| case == "copy") {
        let ((_, n), ms) = copy;
        println!(
            "device-to-device copy of 2^{} floats: {ms:.4} ms ({:.0} GB/s counting read and write)",
            n.trailing_zeros(),
            (8 * n) as f64 / (f64::from(*ms) * 1e6)
        );
    }
}
