//! Tier 4: the typed lesson kernels on a GPU, gated exactly.
//!
//! Without a usable CUDA device every test here reports `ignored`, and the
//! reason is printed first; with `CUDA_SYNC_REQUIRE_GPU=1` (set by
//! `scripts/gpu-lessons.sh`) they run, and fail, instead.

mod common;
mod kernels;

use std::process::ExitCode;
use std::sync::Arc;

use cuda_sync::cudarc::driver::{CudaSlice, CudaStream, PushKernelArg};
use cuda_sync::prelude::*;
use cuda_sync::{LaunchSize, Runtime};
use cuda_sync_lessons::day27;
use kernels::{
    block_stride_to_the_end, bool_bitwise_then_not, double_tile, enumerated_loops,
    euclid_and_unsigned, float_arguments, grids, launch_sized, lengths, local_arrays, marked_cells,
    narrow_integers, readme_math, rust_meaning, saturating_and_bit_counts,
    shuffle_xor_past_the_warp, struct_arguments, struct_arguments_renamed,
    swaps_and_tuple_assignments, tuples,
};

/// Rust's `%` of floats (C++'s `fmod`), of integers, and `clamp`, which keeps
/// NaN and -0.0.
#[kernel]
pub fn remainders_and_clamps(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    #[len(n)] k: &[i32],
    n: u64,
    #[len(n)] rem: &mut [f32],
    #[len(n)] clamped: &mut [f32],
    #[len(n)] int_rem: &mut [i32],
) {
    for i in block.grid_stride(n) {
        rem[i] = x[i] % 0.75f32;
        clamped[i] = x[i].clamp(0.0f32, 0.5f32);
        int_rem[i] = k[i] % 7i32;
    }
}

/// `x.powi(e)` of `f32` and `f64`, with `e` an argument, exponents past 2^24
/// too, and the integer `pow` of `x`'s bits by `e` as a `u32`.
#[kernel]
pub fn powers(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    n: u64,
    e: i32,
    #[len(n)] single: &mut [f32],
    #[len(n)] double: &mut [f64],
    #[len(n)] integer: &mut [u32],
) {
    for i in block.grid_stride(n) {
        single[i] = x[i].powi(e.get());
        double[i] = (x[i] as f64).powi(e.get());
        integer[i] = x[i].to_bits().pow(e.get() as u32);
    }
}

/// The largest value of each warp, by the butterfly of `shuffle_xor`.
#[kernel]
pub fn warp_max_of(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let i = block.global_index();
    let mut m = input[i];
    m = m.max(block.shuffle_xor(m, 16u32));
    m = m.max(block.shuffle_xor(m, 8u32));
    m = m.max(block.shuffle_xor(m, 4u32));
    m = m.max(block.shuffle_xor(m, 2u32));
    m = m.max(block.shuffle_xor(m, 1u32));
    out[i] = m;
}

/// Every thread adds the smallest subnormal to global `f32` and `f64` cells
/// and to a shared `f32` cell, and subtracts it from another: Rust's `+`
/// keeps subnormals, where the hardware's `atom.add.f32` flushes them.
#[kernel]
pub fn subnormal_atomic_sums(
    block: ThisBlock,
    tiny: f32,
    tiny_double: f64,
    #[len(3)] sums: Global<f32>,
    #[len(1)] double_sum: Global<f64>,
) {
    let local: Shared<f32, 1> = block.shared();
    let cell = local.atomic::<Block>(0u32);
    if block.thread_index() == 0u32 {
        cell.store(0.0f32, Relaxed);
    }
    block.sync_threads();
    cell.fetch_add(tiny.get(), Unordered);
    let sums = sums.atomics::<Device>();
    sums.at(0u32).fetch_add(tiny.get(), Unordered);
    sums.at(1u32).fetch_sub(tiny.get(), Unordered);
    double_sum
        .atomic::<Device>(0u32)
        .fetch_add(tiny_double.get(), Unordered);
    block.sync_threads();
    if block.thread_index() == 0u32 {
        sums.at(2u32).fetch_add(cell.load(Relaxed), Unordered);
    }
}

const TESTS: &[common::Test] = &[
    (
        "float_arguments_typed_by_the_receiver_are_rusts_numbers",
        float_arguments_typed_by_the_receiver_are_rusts_numbers,
    ),
    (
        "a_double_tile_reads_each_step_whole_with_one_barrier_a_step",
        a_double_tile_reads_each_step_whole_with_one_barrier_a_step,
    ),
    (
        "a_breadth_first_search_by_marks_reaches_every_node_at_its_distance",
        a_breadth_first_search_by_marks_reaches_every_node_at_its_distance,
    ),
    (
        "float_atomic_adds_keep_subnormals_as_rusts_add",
        float_atomic_adds_keep_subnormals_as_rusts_add,
    ),
    (
        "integer_edges_and_float_casts_match_rust_bit_for_bit",
        integer_edges_and_float_casts_match_rust_bit_for_bit,
    ),
    (
        "narrow_integers_match_rust_bit_for_bit",
        narrow_integers_match_rust_bit_for_bit,
    ),
    (
        "euclidean_division_and_unsigned_results_match_rust_bit_for_bit",
        euclidean_division_and_unsigned_results_match_rust_bit_for_bit,
    ),
    (
        "powi_matches_rust_bit_for_bit",
        powi_matches_rust_bit_for_bit,
    ),
    (
        "float_remainders_integer_remainders_and_clamps_match_rust_bit_for_bit",
        float_remainders_integer_remainders_and_clamps_match_rust_bit_for_bit,
    ),
    (
        "a_2d_grid_writes_each_cell_of_a_matrix_once_for_f32_and_f64",
        a_2d_grid_writes_each_cell_of_a_matrix_once_for_f32_and_f64,
    ),
    (
        "a_3d_grid_numbers_blocks_and_threads_x_fastest",
        a_3d_grid_numbers_blocks_and_threads_x_fastest,
    ),
    (
        "scalar_methods_match_rust_exactly",
        scalar_methods_match_rust_exactly,
    ),
    (
        "warp_shuffles_give_each_warps_maximum_in_whole_and_partial_warps",
        warp_shuffles_give_each_warps_maximum_in_whole_and_partial_warps,
    ),
    (
        "last_block_reduction_resets_its_own_counter_over_10000_launches",
        last_block_reduction_resets_its_own_counter_over_10000_launches,
    ),
    (
        "last_block_reduction_is_exact_at_every_shape",
        last_block_reduction_is_exact_at_every_shape,
    ),
    (
        "last_block_reduction_matches_a_float64_sum_of_random_input",
        last_block_reduction_matches_a_float64_sum_of_random_input,
    ),
    (
        "concurrent_streams_with_their_own_workspaces_are_all_exact",
        concurrent_streams_with_their_own_workspaces_are_all_exact,
    ),
    (
        "device_scope_tally_counts_every_thread",
        device_scope_tally_counts_every_thread,
    ),
    (
        "last_block_reduction_indexes_past_2_pow_31_elements",
        last_block_reduction_indexes_past_2_pow_31_elements,
    ),
    (
        "a_workspace_shared_by_two_streams_is_serialized_not_raced",
        a_workspace_shared_by_two_streams_is_serialized_not_raced,
    ),
    (
        "a_workspace_shorter_than_the_grid_is_refused_before_launch",
        a_workspace_shorter_than_the_grid_is_refused_before_launch,
    ),
    (
        "local_arrays_match_rust_exactly",
        local_arrays_match_rust_exactly,
    ),
    (
        "struct_arguments_reach_the_gpu_field_for_field",
        struct_arguments_reach_the_gpu_field_for_field,
    ),
    (
        "renamed_struct_arguments_read_their_own_fields",
        renamed_struct_arguments_read_their_own_fields,
    ),
    ("tuples_match_rust_exactly", tuples_match_rust_exactly),
    (
        "shared_memory_sized_at_launch_is_exact_and_refused_past_the_device",
        shared_memory_sized_at_launch_is_exact_and_refused_past_the_device,
    ),
    (
        "shuffle_xor_past_the_warp_keeps_the_own_value",
        shuffle_xor_past_the_warp_keeps_the_own_value,
    ),
    (
        "bool_bitwise_operators_keep_rusts_type",
        bool_bitwise_operators_keep_rusts_type,
    ),
    (
        "block_stride_loops_end_at_the_top_of_u32",
        block_stride_loops_end_at_the_top_of_u32,
    ),
    (
        "enumerated_loops_count_the_cells_as_rust_does",
        enumerated_loops_count_the_cells_as_rust_does,
    ),
    (
        "lengths_of_arrays_and_outputs_are_rusts",
        lengths_of_arrays_and_outputs_are_rusts,
    ),
    (
        "swaps_and_tuple_assignments_are_rusts",
        swaps_and_tuple_assignments_are_rusts,
    ),
    (
        "saturating_arithmetic_and_bit_counts_match_rust_at_the_edges",
        saturating_arithmetic_and_bit_counts_match_rust_at_the_edges,
    ),
];

fn main() -> ExitCode {
    common::run(TESTS, Runtime::new(0).map(drop), "CUDA_SYNC_REQUIRE_GPU")
}

/// A runtime of the test's own on device 0.
fn runtime() -> Runtime {
    Runtime::new(0).expect("a usable GPU")
}

/// One last-block reduction's buffers, sized for `blocks`.
struct Workspace {
    stream: Arc<CudaStream>,
    input: CudaSlice<f32>,
    partials: CudaSlice<f32>,
    arrivals: CudaSlice<u32>,
    total: CudaSlice<f32>,
}

impl Workspace {
    fn new(stream: Arc<CudaStream>, input: &[f32], blocks: u32) -> Workspace {
        Workspace {
            input: stream.clone_htod(input).unwrap(),
            partials: stream.alloc_zeros(blocks as usize).unwrap(),
            arrivals: stream.alloc_zeros(1).unwrap(),
            total: stream.alloc_zeros(1).unwrap(),
            stream,
        }
    }

    /// Launches the acq_rel (`fenced == false`) or fenced kernel; no host reset of the counter.
    fn launch(&mut self, runtime: &Runtime, size: LaunchSize, n: u64, fenced: bool) {
        let w = self;
        if fenced {
            day27::sum_last_block_fenced::launch(
                runtime,
                &w.stream,
                size,
                &w.input,
                n,
                &mut w.partials,
                &mut w.arrivals,
                &mut w.total,
            )
        } else {
            day27::sum_last_block_acq_rel::launch(
                runtime,
                &w.stream,
                size,
                &w.input,
                n,
                &mut w.partials,
                &mut w.arrivals,
                &mut w.total,
            )
        }
        .unwrap();
    }

    fn total(&self) -> f32 {
        self.stream.clone_dtoh(&self.total).unwrap()[0]
    }
}

fn last_block_reduction_resets_its_own_counter_over_10000_launches() {
    let runtime = runtime();
    let size = LaunchSize::new(1024, 256);
    let n = day27::ELEMENTS;
    let mut workspace = Workspace::new(
        runtime.context().default_stream(),
        &vec![1.0; n as usize],
        size.blocks(),
    );
    for fenced in [false, true] {
        let mut wrong = Vec::new();
        for run in 0..10_000 {
            workspace.stream.memset_zeros(&mut workspace.total).unwrap();
            workspace.launch(&runtime, size, n, fenced);
            let total = workspace.total();
            if total != n as f32 {
                wrong.push((run, total));
            }
        }
        assert!(
            wrong.is_empty(),
            "fenced={fenced}: {} of 10000 runs wrong, first {:?}",
            wrong.len(),
            wrong[0]
        );
    }
}

fn last_block_reduction_is_exact_at_every_shape() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    for n in [0u64, 1, 255, 256, 257, 65_537, day27::ELEMENTS] {
        for blocks in [1u32, 2, 1024, 8192, 32_768] {
            for threads in [32u32, 64, 256, 1000, 1024] {
                let mut workspace =
                    Workspace::new(stream.clone(), &vec![1.0; n.max(1) as usize], blocks);
                for fenced in [false, true] {
                    for _ in 0..3 {
                        workspace.stream.memset_zeros(&mut workspace.total).unwrap();
                        workspace.launch(&runtime, LaunchSize::new(blocks, threads), n, fenced);
                        assert_eq!(
                            workspace.total(),
                            n as f32,
                            "n={n} blocks={blocks} threads={threads} fenced={fenced}"
                        );
                    }
                }
            }
        }
    }
}

fn last_block_reduction_matches_a_float64_sum_of_random_input() {
    let runtime = runtime();
    let n = 1u64 << 24;
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let input: Vec<f32> = (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 24) as f32 - 0.5
        })
        .collect();
    let want: f64 = input.iter().map(|&x| f64::from(x)).sum();
    let bound: f64 = input.iter().map(|&x| f64::from(x.abs())).sum::<f64>() * 1e-6;
    let mut workspace = Workspace::new(runtime.context().default_stream(), &input, 1024);
    for fenced in [false, true] {
        workspace.launch(&runtime, LaunchSize::new(1024, 256), n, fenced);
        let got = f64::from(workspace.total());
        assert!(
            (got - want).abs() <= bound,
            "fenced={fenced}: got {got}, float64 sum {want}, bound {bound}"
        );
    }
}

fn concurrent_streams_with_their_own_workspaces_are_all_exact() {
    let runtime = runtime();
    let n = day27::ELEMENTS;
    let input = vec![1.0f32; n as usize];
    let size = LaunchSize::new(1024, 256);
    let mut workspaces: Vec<Workspace> = (0..4)
        .map(|_| {
            Workspace::new(
                runtime.context().new_stream().unwrap(),
                &input,
                size.blocks(),
            )
        })
        .collect();
    for round in 0..100 {
        for (i, workspace) in workspaces.iter_mut().enumerate() {
            workspace.launch(&runtime, size, n, i % 2 == 0);
        }
        for (i, workspace) in workspaces.iter().enumerate() {
            assert_eq!(workspace.total(), n as f32, "stream {i}, round {round}");
        }
    }
}

fn device_scope_tally_counts_every_thread() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut tally = stream.alloc_zeros::<u32>(1).unwrap();
    for (blocks, threads) in [(1u32, 32u32), (1024, 256), (8192, 1024)] {
        stream.memset_zeros(&mut tally).unwrap();
        day27::tally_blocks_device_scope::launch(
            &runtime,
            &stream,
            LaunchSize::new(blocks, threads),
            &mut tally,
        )
        .unwrap();
        assert_eq!(stream.clone_dtoh(&tally).unwrap()[0], blocks * threads);
    }
}

/// Fills device memory with one value, so a multi-gigabyte input needs no host copy.
static FILL: cuda_sync::RawKernel = cuda_sync::RawKernel {
    name: "fill",
    cuda: "extern \"C\" __global__ void fill(float *p, unsigned long long n, float v) {\n\
           for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < n;\n\
                i += (unsigned long long)gridDim.x * blockDim.x) p[i] = v;\n}\n",
};

fn last_block_reduction_indexes_past_2_pow_31_elements() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n: u64 = (1 << 31) + 256;
    let size = LaunchSize::new(1024, 256);
    let mut input = stream.alloc_zeros::<f32>(n as usize).unwrap();
    let fill = runtime.raw_function(&FILL).unwrap();
    let mut builder = stream.launch_builder(&fill);
    builder.arg(&mut input).arg(&n).arg(&1.0f32);
    // SAFETY: fill(float*, unsigned long long, float) writes the n floats `input` holds.
    unsafe {
        builder.launch(
            runtime
                .raw_config(&FILL, LaunchSize::new(4096, 256))
                .unwrap(),
        )
    }
    .unwrap();
    let mut workspace = Workspace {
        stream: stream.clone(),
        input,
        partials: stream.alloc_zeros(size.blocks() as usize).unwrap(),
        arrivals: stream.alloc_zeros(1).unwrap(),
        total: stream.alloc_zeros(1).unwrap(),
    };
    for fenced in [false, true] {
        workspace.launch(&runtime, size, n, fenced);
        // 2^31 + 256 is exact in f32, and so is every partial sum on the way there.
        assert_eq!(workspace.total(), n as f32, "fenced={fenced}");
    }
}

fn a_workspace_shared_by_two_streams_is_serialized_not_raced() {
    let runtime = runtime();
    let n = day27::ELEMENTS;
    let size = LaunchSize::new(1024, 256);
    let (first, second) = (
        runtime.context().new_stream().unwrap(),
        runtime.context().new_stream().unwrap(),
    );
    let mut shared = Workspace::new(first.clone(), &vec![1.0f32; n as usize], size.blocks());
    for round in 0..200 {
        // The same counter and partial sums, launched on alternating streams with no
        // host wait between: cudarc orders each launch after the last one that
        // wrote those buffers, so the two never overlap.
        shared.stream = if round % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        shared.launch(&runtime, size, n, round % 4 < 2);
    }
    assert!(runtime.context().is_in_multi_stream_mode() && runtime.context().is_event_tracking());
    shared.stream.synchronize().unwrap();
    assert_eq!(shared.total(), n as f32);
}

/// `n` floats in [-2, 2) from a fixed seed.
fn random_floats(n: usize) -> Vec<f32> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 22) as f32 - 2.0
        })
        .collect()
}

fn scalar_methods_match_rust_exactly() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 1_000_003u64;
    let input = random_floats(n as usize);
    let device_input = stream.clone_htod(&input).unwrap();
    let mut out = stream.alloc_zeros::<f32>(n as usize).unwrap();
    readme_math::soft_threshold::launch(
        &runtime,
        &stream,
        LaunchSize::new(264, 256),
        &device_input,
        n,
        &mut out,
    )
    .unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    let want: Vec<f32> = input
        .iter()
        .map(|&x| {
            (x.abs() - 0.5f32)
                .max(0.0f32)
                .sqrt()
                .copysign(x)
                .clamp(f32::MIN, f32::MAX)
        })
        .collect();
    let wrong = got
        .iter()
        .zip(&want)
        .filter(|(g, w)| g.to_bits() != w.to_bits())
        .count();
    assert_eq!(wrong, 0, "{wrong} of {n} differ from Rust's own result");
}

/// `powi` against Rust's (repeated squaring), bit for bit, near 1 where
/// large exponents stay finite, with odd exponents past 2^24 (which a float
/// exponent would round to even ones), negative ones and `i32::MIN`; and the
/// integer `pow`, wrapping, to exponents of 2^31 and more (one product a step
/// would take seconds a thread there).
fn powi_matches_rust_bit_for_bit() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 100_003u64;
    let input: Vec<f32> = random_floats(n as usize)
        .iter()
        .map(|x| 1.0 + x * 1e-7)
        .chain([-1.0, -1.000_000_1, 0.0, -0.0])
        .collect();
    let n = input.len() as u64;
    let device_input = stream.clone_htod(&input).unwrap();
    let mut single = stream.alloc_zeros::<f32>(n as usize).unwrap();
    let mut double = stream.alloc_zeros::<f64>(n as usize).unwrap();
    let mut integer = stream.alloc_zeros::<u32>(n as usize).unwrap();
    for e in [
        0,
        1,
        2,
        3,
        -3,
        17,
        16_777_217,
        -16_777_217,
        i32::MAX,
        i32::MIN,
    ] {
        powers::launch(
            &runtime,
            &stream,
            LaunchSize::new(64, 256),
            &device_input,
            n,
            e,
            &mut single,
            &mut double,
            &mut integer,
        )
        .unwrap();
        let (got, got_double, got_integer) = (
            stream.clone_dtoh(&single).unwrap(),
            stream.clone_dtoh(&double).unwrap(),
            stream.clone_dtoh(&integer).unwrap(),
        );
        let wrong = input
            .iter()
            .zip(got.iter().zip(&got_double))
            .filter(|(x, (g, d))| {
                g.to_bits() != x.powi(e).to_bits() || d.to_bits() != (**x as f64).powi(e).to_bits()
            })
            .count();
        assert_eq!(wrong, 0, "powi({e}): {wrong} of {n} differ from Rust's");
        let wrong = input
            .iter()
            .zip(&got_integer)
            .filter(|(x, g)| **g != x.to_bits().wrapping_pow(e as u32))
            .count();
        assert_eq!(
            wrong, 0,
            "pow({}): {wrong} of {n} differ from Rust's",
            e as u32
        );
    }
}

/// The 4-tap filter and the partial sums of `local_arrays`, against the
/// same arithmetic in Rust, bit for bit (`mul_add` is fused on both sides;
/// the partial sums' products, by 0, 1 and 2, are exact).
fn local_arrays_match_rust_exactly() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 1_000_003u64;
    let input = random_floats(n as usize + 3);
    let gain = 0.625f32;
    let device_input = stream.clone_htod(&input).unwrap();
    let mut filtered = stream.alloc_zeros::<f32>(n as usize).unwrap();
    let mut sums = stream.alloc_zeros::<f32>(n as usize).unwrap();
    let size = LaunchSize::new(264, 256);
    local_arrays::filter::launch(
        &runtime,
        &stream,
        size,
        &device_input,
        n,
        gain,
        &mut filtered,
    )
    .unwrap();
    local_arrays::partial_sums::launch::<3>(&runtime, &stream, size, &device_input, n, &mut sums)
        .unwrap();
    let weights = [0.125f32, 0.375, 0.375, gain];
    let want_filtered = input.windows(4).take(n as usize).map(|window| {
        let first = if window[0] < 0.0 { 0.0 } else { window[0] };
        let window = [first, window[1], window[2], window[3]];
        let dot = (0..4).fold(0.0f32, |sum, k| weights[k].mul_add(window[k], sum));
        dot + 4.0
    });
    let want_sums = input
        .iter()
        .take(n as usize)
        .map(|&x| (0..3).fold(0.0f32, |total, j| total + x * j as f32));
    for (name, got, want) in [
        (
            "filter",
            stream.clone_dtoh(&filtered).unwrap(),
            want_filtered.collect::<Vec<_>>(),
        ),
        (
            "partial_sums::<3>",
            stream.clone_dtoh(&sums).unwrap(),
            want_sums.collect(),
        ),
    ] {
        let wrong = got
            .iter()
            .zip(&want)
            .filter(|(g, w)| g.to_bits() != w.to_bits())
            .count();
        assert_eq!(
            wrong, 0,
            "{name}: {wrong} of {n} differ from Rust's own result"
        );
    }
}

/// Struct arguments spelled under other names read their own fields: `p.x`
/// of `p: B` (`use real::A as B`) is `A`'s, beside a real `B` of swapped fields.
fn renamed_struct_arguments_read_their_own_fields() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 10_007u64;
    let p = struct_arguments_renamed::real::A { x: 7, y: 3.5 };
    let r = struct_arguments_renamed::real::B { y: 0.25, x: 42 };
    let mut out = stream.alloc_zeros::<u32>(n as usize).unwrap();
    struct_arguments_renamed::renamed::launch(
        &runtime,
        &stream,
        LaunchSize::new(8, 128),
        p,
        r,
        &mut out,
        n,
    )
    .unwrap();
    assert_every_cell(&stream, &out, p.x * 1000 + r.x + p.y as u32);
}

/// Every cell of `out` is `want`.
fn assert_every_cell(stream: &Arc<CudaStream>, out: &CudaSlice<u32>, want: u32) {
    let got = stream.clone_dtoh(out).unwrap();
    let wrong = got.iter().filter(|&&g| g != want).count();
    assert_eq!(wrong, 0, "{wrong} of {} cells are not {want}", got.len());
}

/// The struct argument's fields reach the GPU in Rust's layout: the affine
/// rounds, against the same `mul_add`s in Rust, bit for bit, with the clamp
/// on and off.
fn struct_arguments_reach_the_gpu_field_for_field() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 100_003u64;
    let input = random_floats(n as usize);
    let device_input = stream.clone_htod(&input).unwrap();
    for clamp in [false, true] {
        let map = struct_arguments::Affine {
            scale: 0.75,
            offset: -0.125,
            rounds: 3,
            clamp,
            bias: 0.5,
        };
        let mut out = stream.alloc_zeros::<f32>(n as usize).unwrap();
        struct_arguments::affine::launch(
            &runtime,
            &stream,
            LaunchSize::new(64, 256),
            map,
            &device_input,
            n,
            &mut out,
        )
        .unwrap();
        let got = stream.clone_dtoh(&out).unwrap();
        let want = input.iter().map(|&x| {
            let v = (0..map.rounds).fold(x, |v, _| {
                let y = v.mul_add(map.scale, map.offset);
                if map.clamp {
                    y.max(0.0)
                } else {
                    y
                }
            });
            v + map.bias as f32
        });
        let wrong = got
            .iter()
            .zip(want)
            .filter(|(g, w)| g.to_bits() != w.to_bits())
            .count();
        assert_eq!(
            wrong, 0,
            "clamp {clamp}: {wrong} of {n} differ from Rust's own result"
        );
    }
}

/// The tuples kernel, cell for cell against Rust.
fn tuples_match_rust_exactly() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 100_003u64;
    let input: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 7)
        .collect();
    let width = 1000u32;
    let device_input = stream.clone_htod(&input).unwrap();
    let mut rows = stream.alloc_zeros::<u32>(n as usize).unwrap();
    let mut spread = stream.alloc_zeros::<u32>(n as usize).unwrap();
    tuples::split::launch(
        &runtime,
        &stream,
        LaunchSize::new(64, 256),
        width,
        &device_input,
        n,
        &mut rows,
        &mut spread,
    )
    .unwrap();
    let want: Vec<(u32, u32)> = input
        .iter()
        .map(|&x| {
            let row = x / width;
            (row, x.max(row) - x.min(row))
        })
        .collect();
    let got: Vec<(u32, u32)> = stream
        .clone_dtoh(&rows)
        .unwrap()
        .into_iter()
        .zip(stream.clone_dtoh(&spread).unwrap())
        .collect();
    let wrong = got.iter().zip(&want).filter(|(g, w)| g != w).count();
    assert_eq!(wrong, 0, "{wrong} of {n} differ from Rust's own result");
}

/// A histogram of 32768 bins, 128 KiB of shared memory per block (past
/// the 48 KiB a launch takes without opting in), exact; two tiles sized at
/// launch, the second past the first's padding, exact; and 4 MiB of bins,
/// refused before the launch, with the bins untouched.
fn shared_memory_sized_at_launch_is_exact_and_refused_past_the_device() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let n = 1_000_003usize;
    let input: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let device_input = stream.clone_htod(&input).unwrap();
    let mut bins = stream.alloc_zeros::<u32>(32768).unwrap();
    launch_sized::histogram::launch::<32768>(
        &runtime,
        &stream,
        LaunchSize::new(132, 1024),
        &device_input,
        n as u64,
        &mut bins,
    )
    .unwrap();
    let mut want = vec![0u32; 32768];
    input.iter().for_each(|&x| want[(x % 32768) as usize] += 1);
    assert_eq!(
        stream.clone_dtoh(&bins).unwrap(),
        want,
        "histogram::<32768>"
    );

    let (blocks, threads) = (37u32, 1001u32);
    let x: Vec<f64> = random_floats((blocks * threads) as usize)
        .into_iter()
        .map(f64::from)
        .collect();
    let device_x = stream.clone_htod(&x).unwrap();
    let mut out = stream.alloc_zeros::<f64>(x.len()).unwrap();
    launch_sized::mirror_positive::launch::<1001>(
        &runtime,
        &stream,
        LaunchSize::new(blocks, threads),
        &device_x,
        &mut out,
    )
    .unwrap();
    let want: Vec<f64> = x
        .chunks(threads as usize)
        .flat_map(|block| block.iter().rev().map(|&v| if v > 0.0 { v } else { 0.0 }))
        .collect();
    assert_eq!(
        stream.clone_dtoh(&out).unwrap(),
        want,
        "mirror_positive::<1001>"
    );

    let mut huge = stream.alloc_zeros::<u32>(1 << 20).unwrap();
    let refused = launch_sized::histogram::launch::<{ 1 << 20 }>(
        &runtime,
        &stream,
        LaunchSize::new(1, 1024),
        &device_input,
        n as u64,
        &mut huge,
    );
    let message = refused
        .expect_err("4 MiB of shared memory per block was launched")
        .to_string();
    assert!(
        message.contains("its tiles sized at launch take 4194304 bytes of shared memory"),
        "{message}"
    );
    assert!(
        stream.clone_dtoh(&huge).unwrap().iter().all(|&c| c == 0),
        "the refused launch ran"
    );
}

/// A mask past 31 names no lane: every thread keeps its own value, in
/// blocks of whole warps (their own compiled shape) and of a partial one.
fn shuffle_xor_past_the_warp_keeps_the_own_value() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    for threads in [256u32, 48] {
        let x = random_floats(37 * threads as usize);
        let device_x = stream.clone_htod(&x).unwrap();
        let mut out = stream.alloc_zeros::<f32>(x.len()).unwrap();
        shuffle_xor_past_the_warp::own_value::launch(
            &runtime,
            &stream,
            LaunchSize::new(37, threads),
            &device_x,
            &mut out,
        )
        .unwrap();
        assert_eq!(
            stream.clone_dtoh(&out).unwrap(),
            x,
            "blocks of {threads} threads"
        );
    }
}

/// `!(a & b)`, `!(a ^ b)` and `!(a | b) as u32` on `bool`s, as Rust computes
/// them, and a uniform `while !(stop | go)` that ends.
fn bool_bitwise_operators_keep_rusts_type() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let x: Vec<u32> = (0..37 * 256u32).map(|i| i % 3).collect();
    let device_x = stream.clone_htod(&x).unwrap();
    for go in [false, true] {
        let mut out = stream.alloc_zeros::<u32>(x.len()).unwrap();
        bool_bitwise_then_not::nand::launch(
            &runtime,
            &stream,
            LaunchSize::new(37, 256),
            go,
            &device_x,
            &mut out,
        )
        .unwrap();
        let want: Vec<u32> = x
            .iter()
            .map(|&v| {
                let (a, b) = (v > 0, v > 1);
                let mut r = if !(a & b) { 7 } else { 0 };
                r += u32::from(!(a ^ b));
                r + u32::from(!(a | b))
            })
            .collect();
        assert_eq!(stream.clone_dtoh(&out).unwrap(), want, "go = {go}");
    }
}

/// `block_stride(u32::MAX)` in blocks of 1024 threads: thread `t` visits
/// `t, t + 1024, ..` below `n`, and the loop ends.
fn block_stride_loops_end_at_the_top_of_u32() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let (n, threads) = (u32::MAX, 1024u32);
    let mut out = stream.alloc_zeros::<u64>(threads as usize).unwrap();
    block_stride_to_the_end::strides::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, threads),
        n,
        &mut out,
    )
    .unwrap();
    let want: Vec<u64> = (0..u64::from(threads))
        .map(|t| (u64::from(n) - t).div_ceil(u64::from(threads)))
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `enumerated_loops::enumerated` against the same body in Rust (a release
/// build's wrapping arithmetic), at the edges of `u32`.
fn enumerated_loops_count_the_cells_as_rust_does() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut input = vec![0u32, 1, 2, 3, 7, u32::MAX, u32::MAX - 1, 1 << 31];
    input.resize(64, 12345);
    let device_input = stream.clone_htod(&input).unwrap();
    let mut out = stream.alloc_zeros::<u32>(input.len()).unwrap();
    enumerated_loops::enumerated::launch(
        &runtime,
        &stream,
        LaunchSize::new(2, 32),
        &device_input,
        &mut out,
    )
    .unwrap();
    let want: Vec<u32> = input
        .iter()
        .map(|&x| {
            let weights = [x, 2u32, 3u32];
            let mut sum = 0u32;
            for (k, w) in weights.iter().enumerate() {
                if k == 1 {
                    continue;
                }
                sum = sum.wrapping_add(w.wrapping_mul(k as u32 + 1));
            }
            for (k, w) in weights.into_iter().enumerate() {
                sum = sum.wrapping_add(weights[k].wrapping_sub(w));
            }
            weights.into_iter().fold(sum, |sum, w| sum ^ w)
        })
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `lengths::lengths` against the same body in Rust: the array's `len()` is
/// 3, the output's and the input's the `n` they declare, and the undeclared
/// input's its buffer's 7.
fn lengths_of_arrays_and_outputs_are_rusts() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let input: Vec<u32> = (0..100).map(|i| i * 0x9E37_79B9u32).collect();
    let device_input = stream.clone_htod(&input).unwrap();
    let mut out = stream.alloc_zeros::<u32>(input.len()).unwrap();
    let whole = stream.alloc_zeros::<u32>(7).unwrap();
    let n = input.len() as u64;
    lengths::lengths::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 64),
        &device_input,
        &whole,
        n,
        &mut out,
    )
    .unwrap();
    let weights = [1u32, 2, 3];
    let want: Vec<u32> = input
        .iter()
        .map(|&x| {
            let mut s = x;
            for (k, w) in weights.iter().enumerate() {
                s = s.wrapping_mul(*w).wrapping_add(k as u32);
            }
            s.wrapping_add(n as u32 * 10 + weights.len() as u32)
                .wrapping_add(n as u32 * 100 + 7)
        })
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `swaps_and_tuple_assignments::reorders` against the same body in Rust.
fn swaps_and_tuple_assignments_are_rusts() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut input = vec![0u32, 1, 7, u32::MAX, u32::MAX - 1, 1 << 31];
    input.resize(64, 4321);
    let device_input = stream.clone_htod(&input).unwrap();
    let mut out = stream.alloc_zeros::<u32>(input.len()).unwrap();
    swaps_and_tuple_assignments::reorders::launch(
        &runtime,
        &stream,
        LaunchSize::new(2, 32),
        &device_input,
        &mut out,
    )
    .unwrap();
    let want: Vec<u32> = input
        .iter()
        .map(|&x| {
            let (mut a, mut b) = (x, 1u32);
            (a, b) = (b, a.wrapping_add(1));
            let mut cells = [a, b, 3u32, x];
            cells.swap(0, 3);
            let c = cells[0].wrapping_mul(10);
            a.wrapping_mul(1000)
                .wrapping_add(b.wrapping_mul(100))
                .wrapping_add(c)
                .wrapping_add(cells[1])
                .wrapping_add(cells[3])
        })
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `saturating_add`, `saturating_sub`, `count_zeros`, `leading_ones` and
/// `trailing_ones` against Rust's, on every pair of edge values of `i32` and
/// of `u64`.
fn saturating_arithmetic_and_bit_counts_match_rust_at_the_edges() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let i32s = [
        i32::MIN,
        i32::MIN + 1,
        -2,
        -1,
        0,
        1,
        2,
        7,
        i32::MAX - 1,
        i32::MAX,
    ];
    let want = |x: i32, y: i32| {
        let counts = bit_counts(x.count_zeros(), x.leading_ones(), x.trailing_ones());
        (x.saturating_add(y), x.saturating_sub(y), counts)
    };
    assert_eq!(
        saturating_on_pairs(&runtime, &stream, &i32s),
        pairs_of(&i32s, want),
        "i32"
    );
    let u64s = [0u64, 1, 2, 7, 1 << 32, u64::MAX / 2, u64::MAX - 1, u64::MAX];
    let want = |x: u64, y: u64| {
        let counts = bit_counts(x.count_zeros(), x.leading_ones(), x.trailing_ones());
        (x.saturating_add(y), x.saturating_sub(y), counts)
    };
    assert_eq!(
        saturating_on_pairs(&runtime, &stream, &u64s),
        pairs_of(&u64s, want),
        "u64"
    );
}

/// The three bit counts in one number, as the kernel stores them.
fn bit_counts(zeros: u32, leading: u32, trailing: u32) -> u32 {
    zeros * 10000 + leading * 100 + trailing
}

/// `narrow_integers`: each narrow type's 32 results for every pair of edge
/// values (taken as the type by `as`, as the kernel does), shift amounts
/// past each width, and floats past each type's range, against Rust's own.
fn narrow_integers_match_rust_bit_for_bit() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let edges = [
        0u16, 1, 2, 3, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x100, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff,
        12_345,
    ];
    let amounts = [0u32, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, u32::MAX];
    let floats = [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        -0.0,
        0.5,
        -0.5,
        -1.0,
        127.9,
        128.0,
        -128.5,
        -129.0,
        255.5,
        256.0,
        32_767.9,
        32_768.0,
        -32_769.0,
        65_535.5,
        65_536.0,
        1e10,
    ];
    let (a, b): (Vec<u16>, Vec<u16>) = pairs_of(&edges, |x, y| (x, y)).into_iter().unzip();
    let n = a.len();
    let s: Vec<u32> = (0..n).map(|i| amounts[i % amounts.len()]).collect();
    let f: Vec<f32> = (0..n).map(|i| floats[i % floats.len()]).collect();
    let (da, db, ds, df) = (
        stream.clone_htod(&a).unwrap(),
        stream.clone_htod(&b).unwrap(),
        stream.clone_htod(&s).unwrap(),
        stream.clone_htod(&f).unwrap(),
    );
    macro_rules! narrow {
        ($kernel:ident, $t:ident) => {{
            let mut out = stream.alloc_zeros::<u64>(n * 40).unwrap();
            let size = LaunchSize::new((n / 32) as u32, 32);
            narrow_integers::$kernel::launch(
                &runtime, &stream, size, &da, &db, &ds, &df, n as u64, 9u8, &mut out,
            )
            .unwrap();
            let got = stream.clone_dtoh(&out).unwrap();
            let want: Vec<u64> = (0..n)
                .flat_map(|i| {
                    let (x, y, k) = (a[i] as $t, b[i] as $t, s[i]);
                    let divisor = (y & 0x7f) | 1;
                    let updated = x.wrapping_add(y).wrapping_mul(y).wrapping_shl(k) ^ !y;
                    [
                        x.wrapping_add(y) as u64,
                        x.wrapping_sub(y) as u64,
                        x.wrapping_mul(y) as u64,
                        (x / divisor) as u64,
                        (x % divisor) as u64,
                        x.wrapping_shl(k) as u64,
                        x.wrapping_shr(k) as u64,
                        (x & y) as u64,
                        (x | y) as u64,
                        (x ^ y) as u64,
                        !x as u64,
                        (x < y) as u64,
                        x.saturating_add(y) as u64,
                        x.saturating_sub(y) as u64,
                        x.count_ones() as u64,
                        x.leading_zeros() as u64,
                        x.trailing_zeros() as u64,
                        x.rotate_left(k) as u64,
                        x.wrapping_pow(3) as u64,
                        x.min(y) as u64,
                        x.max(y) as u64,
                        f[i] as $t as u64,
                        (x as f32).to_bits() as u64,
                        updated as u64,
                        x.wrapping_add(1) as u64,
                        !(x & 15) as u64,
                        x.wrapping_mul(100).wrapping_sub(3) as u64,
                        x.wrapping_mul(y) as u64,
                        x.trailing_ones() as u64,
                        x.leading_ones() as u64,
                        x.count_zeros() as u64,
                        (x >= y) as u64,
                        (x == !0) as u64,
                        (x != !0x0F) as u64,
                        (x < !0) as u64,
                        (x == <$t>::MAX) as u64 + (x == <$t>::MIN) as u64 * 2,
                        x.wrapping_shr(9) as u64,
                        [3u8, 1, 4, 1][(x & 3) as usize] as u64,
                        (x as u8 == b'A') as u64 + (x as u8 >= b'0' && x as u8 <= b'9') as u64 * 2,
                        <$t>::BITS as u64,
                    ]
                })
                .collect();
            for (i, (got, want)) in got.chunks(40).zip(want.chunks(40)).enumerate() {
                assert_eq!(
                    got,
                    want,
                    "{} of ({:#x}, {:#x}), shift {}, float {}",
                    stringify!($t),
                    a[i],
                    b[i],
                    s[i],
                    f[i]
                );
            }
        }};
    }
    narrow!(narrow_u8, u8);
    narrow!(narrow_i8, i8);
    narrow!(narrow_u16, u16);
    narrow!(narrow_i16, i16);

    let bytes: Vec<u8> = (0..=255).collect();
    let mut out = stream.alloc_zeros::<u32>(bytes.len()).unwrap();
    narrow_integers::wrapped::wrapped_literals::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 256),
        &stream.clone_htod(&bytes).unwrap(),
        bytes.len() as u64,
        &mut out,
    )
    .unwrap();
    // `256` and `300` as rustc wraps them to a `u8`: 0 and 44.
    let want: Vec<u32> = bytes
        .iter()
        .map(|&x| {
            let matched = match x {
                0 => 1,
                1..=44 => 2,
                _ => 3,
            };
            (x == 0) as u32 + (x < 44) as u32 * 10 + matched * 100
        })
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want, "numbers past `u8`");

    let text = b"Kernels, 2 rules: 1 writer a cell!".to_vec();
    let mut out = stream.alloc_zeros::<u32>(text.len()).unwrap();
    narrow_integers::letters::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 64),
        &stream.clone_htod(&text).unwrap(),
        text.len() as u64,
        40u8,
        &mut out,
    )
    .unwrap();
    // Threads below 40 of 64 in the block-stride loop: one iteration each.
    let want: Vec<u32> = text
        .iter()
        .map(|c| c.is_ascii_alphabetic() as u32 + 2)
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want, "letters of a text");
}

/// `euclid_and_unsigned::euclid` on the `i32` edges (each divisor but 0, and
/// but -1 under `i32::MIN`, where Rust panics) and on floats that make no
/// NaN (whose bits the GPU makes its own: Limits), against Rust's own.
fn euclidean_division_and_unsigned_results_match_rust_bit_for_bit() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let edges = [
        i32::MIN,
        i32::MIN + 1,
        -129,
        -128,
        -7,
        -2,
        -1,
        0,
        1,
        2,
        7,
        64,
        127,
        128,
        1 << 30,
        i32::MAX,
    ];
    let pairs: Vec<(i32, i32)> = pairs_of(&edges, |p, q| (p, q))
        .into_iter()
        .filter(|&(p, q)| q != 0 && !(p == i32::MIN && q == -1))
        .collect();
    let dividends = [7.5f32, -7.5, 0.0, -0.0, 1e-40, -3.0, 1e30, -1e30];
    let divisors = [
        2.0f32,
        -2.0,
        0.75,
        -0.1,
        f32::INFINITY,
        f32::NEG_INFINITY,
        3e-39,
    ];
    let floats = pairs_of(&[0usize, 1, 2, 3, 4, 5, 6, 7], |i, j| {
        (dividends[i], divisors[j % divisors.len()])
    });
    let n = pairs.len();
    let (a, b): (Vec<i32>, Vec<i32>) = pairs.iter().copied().unzip();
    let (x, y): (Vec<f32>, Vec<f32>) = (0..n).map(|i| floats[i % floats.len()]).unzip();
    let mut out = stream.alloc_zeros::<u64>(n * 8).unwrap();
    euclid_and_unsigned::euclid::launch(
        &runtime,
        &stream,
        LaunchSize::new(n.div_ceil(128) as u32, 128),
        &stream.clone_htod(&a).unwrap(),
        &stream.clone_htod(&b).unwrap(),
        &stream.clone_htod(&x).unwrap(),
        &stream.clone_htod(&y).unwrap(),
        n as u64,
        &mut out,
    )
    .unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    for i in 0..n {
        let (p, q, u, v) = (a[i], b[i], x[i], y[i]);
        let small = (p as i8, q as i8);
        let want = [
            p.rem_euclid(q) as u64,
            p.div_euclid(q) as u64,
            p.abs_diff(q) as u64,
            p.unsigned_abs() as u64,
            (p as u32).is_power_of_two() as u64,
            u.rem_euclid(v).to_bits() as u64,
            u.div_euclid(v).to_bits() as u64,
            small.0.abs_diff(small.1) as u64 + ((small.0 as u16).is_power_of_two() as u64) * 1000,
        ];
        assert_eq!(&got[i * 8..i * 8 + 8], &want, "({p}, {q}), ({u:e}, {v:e})");
    }

    let mut out = stream.alloc_zeros::<i32>(n * 8).unwrap();
    euclid_and_unsigned::negations_and_matches::launch(
        &runtime,
        &stream,
        LaunchSize::new(n.div_ceil(128) as u32, 128),
        &stream.clone_htod(&a).unwrap(),
        &stream.clone_htod(&b).unwrap(),
        n as u64,
        &mut out,
    )
    .unwrap();
    let want: Vec<i32> = a
        .iter()
        .zip(&b)
        .flat_map(|(&p, &q)| {
            [
                p.wrapping_neg(),
                p.wrapping_abs(),
                matches!(p, -7..=7 | 127) as i32,
                matches!(q, 0..=9 if p > 0) as i32,
                (p.unsigned_abs() | 1).ilog2() as i32,
                (p.unsigned_abs() | 1).ilog10() as i32,
                p.unsigned_abs().isqrt() as i32,
                (q as u8).isqrt() as i32 + (p as i64).wrapping_abs().isqrt() as i32 * 256,
            ]
        })
        .collect();
    assert_eq!(
        stream.clone_dtoh(&out).unwrap(),
        want,
        "negations and matches"
    );

    let a: Vec<i32> = (-2..10).collect();
    let n = a.len();
    let (mut runs, mut taken) = (
        stream.alloc_zeros::<u32>(n).unwrap(),
        stream.alloc_zeros::<i32>(n).unwrap(),
    );
    euclid_and_unsigned::guards_per_alternative::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 32),
        &stream.clone_htod(&a).unwrap(),
        n as u64,
        &mut runs,
        &mut taken,
    )
    .unwrap();
    let (want_runs, want_taken): (Vec<u32>, Vec<i32>) = a
        .iter()
        .map(|&p| {
            let runs = std::cell::Cell::new(0u32);
            let guard = || {
                runs.set(runs.get() + 1);
                runs.get() == 2
            };
            #[allow(unused_parens, clippy::manual_range_patterns)]
            let taken = match p {
                1..=5 | (3 | 2..=3) if guard() => 1,
                _ => 0,
            };
            (runs.get(), taken)
        })
        .unzip();
    assert_eq!(stream.clone_dtoh(&runs).unwrap(), want_runs, "guard runs");
    assert_eq!(stream.clone_dtoh(&taken).unwrap(), want_taken, "arms taken");
    // 3 matches `1..=5` (a run that does not hold) and `3` (one that does);
    // 4 matches `1..=5` alone.
    assert_eq!(
        (want_runs[5], want_runs[6]),
        (2, 1),
        "Rust's runs of the guard"
    );
}

/// `f(x, y)` of every pair of `edges`, in order: each `x`, with each `y`.
fn pairs_of<T: Copy, R>(edges: &[T], f: impl Fn(T, T) -> R) -> Vec<R> {
    edges
        .iter()
        .flat_map(|&x| edges.iter().map(move |&y| (x, y)))
        .map(|(x, y)| f(x, y))
        .collect()
}

/// `saturating_and_bit_counts::saturating` on every pair of `edges`: each
/// pair's sum, difference and bit counts.
fn saturating_on_pairs<T>(
    runtime: &Runtime,
    stream: &Arc<CudaStream>,
    edges: &[T],
) -> Vec<(T, T, u32)>
where
    T: cuda_sync::math::Int + Default + Clone + cuda_sync::cudarc::driver::DeviceRepr,
{
    let (a, b): (Vec<T>, Vec<T>) = pairs_of(edges, |x, y| (x, y)).into_iter().unzip();
    let n = a.len();
    let (da, db) = (
        stream.clone_htod(&a).unwrap(),
        stream.clone_htod(&b).unwrap(),
    );
    let mut sums = stream.alloc_zeros::<T>(n).unwrap();
    let mut differences = stream.alloc_zeros::<T>(n).unwrap();
    let mut counts = stream.alloc_zeros::<u32>(n).unwrap();
    saturating_and_bit_counts::saturating::launch::<T>(
        runtime,
        stream,
        LaunchSize::new(4, 64),
        &da,
        &db,
        n as u64,
        &mut sums,
        &mut differences,
        &mut counts,
    )
    .unwrap();
    let (sums, differences) = (
        stream.clone_dtoh(&sums).unwrap(),
        stream.clone_dtoh(&differences).unwrap(),
    );
    sums.into_iter()
        .zip(differences)
        .zip(stream.clone_dtoh(&counts).unwrap())
        .map(|((s, d), c)| (s, d, c))
        .collect()
}

fn warp_shuffles_give_each_warps_maximum_in_whole_and_partial_warps() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    for threads in [256u32, 48, 1000] {
        let blocks = 37u32;
        let n = (blocks * threads) as usize;
        let input = random_floats(n);
        let device_input = stream.clone_htod(&input).unwrap();
        let mut out = stream.alloc_zeros::<f32>(n).unwrap();
        warp_max_of::launch(
            &runtime,
            &stream,
            LaunchSize::new(blocks, threads),
            &device_input,
            &mut out,
        )
        .unwrap();
        let got = stream.clone_dtoh(&out).unwrap();
        let (threads, mut wrong) = (threads as usize, 0);
        for (i, value) in got.iter().enumerate() {
            let (block, lane0) = (i / threads, (i % threads) / 32 * 32);
            let warp = block * threads + lane0..block * threads + (lane0 + 32).min(threads);
            let want = input[warp].iter().copied().fold(f32::MIN, f32::max);
            wrong += usize::from(*value != want);
        }
        assert_eq!(wrong, 0, "{threads} threads: {wrong} of {n} wrong");
    }
}

fn a_workspace_shorter_than_the_grid_is_refused_before_launch() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut workspace = Workspace::new(stream, &[1.0f32; 1024], 10);
    let w = &mut workspace;
    let refused = day27::sum_last_block_acq_rel::launch(
        &runtime,
        &w.stream,
        LaunchSize::new(1024, 256),
        &w.input,
        1024,
        &mut w.partials,
        &mut w.arrivals,
        &mut w.total,
    );
    match refused {
        Err(cuda_sync::Error::InvalidLaunch { reason, .. }) => {
            assert!(reason.contains("`partials` has 10 elements"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
}

/// `grids::mean_with_left` over a 1000 × 37 matrix, on a grid that overhangs
/// it on both axes, against the same arithmetic on the CPU.
fn a_2d_grid_writes_each_cell_of_a_matrix_once_for_f32_and_f64() {
    let runtime = runtime();
    let input = random_floats(1000 * 37);
    mean_with_left_matches_the_cpu::<f32>(&runtime, &input);
    mean_with_left_matches_the_cpu::<f64>(&runtime, &input);
}

fn mean_with_left_matches_the_cpu<T>(runtime: &Runtime, input: &[f32])
where
    T: cuda_sync::math::Float + From<f32> + Default + std::fmt::Debug,
{
    const WIDTH: u64 = 1000;
    let height = input.len() as u64 / WIDTH;
    let stream = runtime.context().default_stream();
    let input: Vec<T> = input.iter().map(|&x| T::from(x)).collect();
    let want: Vec<T> = (0..input.len())
        .map(|i| {
            let left = if (i as u64).is_multiple_of(WIDTH) {
                T::ZERO
            } else {
                input[i - 1]
            };
            (input[i] + left) / (T::ONE + T::ONE)
        })
        .collect();
    let device_input = stream.clone_htod(&input).unwrap();
    let mut out = stream.alloc_zeros::<T>(input.len()).unwrap();
    let size = LaunchSize::new_2d([32, 5], [32, 8]);
    grids::mean_with_left::launch::<T, WIDTH>(
        runtime,
        &stream,
        size,
        &device_input,
        height,
        &mut out,
    )
    .unwrap();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `grids::who_wrote` on 2 × 3 × 2 blocks of 4 × 2 × 3 threads, over a 6³
/// volume: every cell is written, by the thread at its position, whose
/// ranks are x fastest.
fn a_3d_grid_numbers_blocks_and_threads_x_fastest() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let (grid, block) = ([2u64, 3, 2], [4u64, 2, 3]);
    let size = LaunchSize::new_3d([2, 3, 2], [4, 2, 3]);
    let side = grids::SIDE;
    let mut out = stream
        .alloc_zeros::<u64>((side * side * side) as usize)
        .unwrap();
    grids::who_wrote::launch(&runtime, &stream, size, &mut out).unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    let mut wrong = 0;
    for (i, value) in got.iter().enumerate() {
        let i = i as u64;
        let position = [i % side, i / side % side, i / (side * side)];
        let b: Vec<u64> = (0..3).map(|a| position[a] / block[a]).collect();
        let t: Vec<u64> = (0..3).map(|a| position[a] % block[a]).collect();
        let block_rank = b[0] + grid[0] * (b[1] + grid[1] * b[2]);
        let thread_rank = t[0] + block[0] * (t[1] + block[1] * t[2]);
        let axes = grid[0] * block[1] + b[2] + t[2];
        wrong += usize::from(*value != (block_rank * 1000 + thread_rank) * 1_000_000 + axes);
    }
    assert_eq!(wrong, 0, "{wrong} of {} cells wrong: {got:?}", got.len());
}

/// `%` and `clamp` on the GPU against Rust's, NaN and infinities among the inputs.
fn float_remainders_integer_remainders_and_clamps_match_rust_bit_for_bit() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut x = random_floats(100_000);
    x.extend([
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        -0.0,
        0.0,
        -7.25,
        7.25,
    ]);
    let k: Vec<i32> = (0..x.len() as i32)
        .map(|i| i.wrapping_mul(2_654_435) - 1_000_000)
        .collect();
    let n = x.len() as u64;
    let (dx, dk) = (
        stream.clone_htod(&x).unwrap(),
        stream.clone_htod(&k).unwrap(),
    );
    let mut rem = stream.alloc_zeros::<f32>(x.len()).unwrap();
    let mut clamped = stream.alloc_zeros::<f32>(x.len()).unwrap();
    let mut int_rem = stream.alloc_zeros::<i32>(x.len()).unwrap();
    remainders_and_clamps::launch(
        &runtime,
        &stream,
        LaunchSize::new(64, 256),
        &dx,
        &dk,
        n,
        &mut rem,
        &mut clamped,
        &mut int_rem,
    )
    .unwrap();
    // Every NaN as one, once it is quiet: Rust makes a quiet NaN of quiet
    // inputs, and on the GPU (nvptx64) any payload (rule E1).
    let bits = |v: Vec<f32>| {
        v.into_iter()
            .map(|x| {
                if x.is_nan() {
                    assert_ne!(
                        x.to_bits() & 0x0040_0000,
                        0,
                        "{:#x} is a signaling NaN",
                        x.to_bits()
                    );
                    f32::NAN.to_bits()
                } else {
                    x.to_bits()
                }
            })
            .collect::<Vec<_>>()
    };
    let want_rem: Vec<f32> = x.iter().map(|v| v % 0.75).collect();
    // From 0.0: -0.0 stays -0.0, as Rust compares (a saturating add made it +0.0).
    let want_clamped: Vec<f32> = x.iter().map(|v| v.clamp(0.0, 0.5)).collect();
    let want_int: Vec<i32> = k.iter().map(|v| v % 7).collect();
    assert_eq!(bits(stream.clone_dtoh(&rem).unwrap()), bits(want_rem));
    assert_eq!(
        bits(stream.clone_dtoh(&clamped).unwrap()),
        bits(want_clamped)
    );
    assert_eq!(stream.clone_dtoh(&int_rem).unwrap(), want_int);
}

/// Every pair of edge values (`MIN`, `MIN + 1`, -1, 0, 1, `MAX - 1`, `MAX`
/// and two others) under `+`, `-`, `*` and `-x`, which wrap in Rust's release
/// build, and shifts by 0, 1, 31, 32, 33, 63, 64, 65 and `u32::MAX`, whose
/// amount Rust takes modulo the width; then float to integer casts of NaN,
/// the infinities, 2^31, 2^32, 2^63, 2^64 and their neighbours, which Rust
/// saturates: each cell equal to Rust's own result.
fn integer_edges_and_float_casts_match_rust_bit_for_bit() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let amounts = [0u32, 1, 31, 32, 33, 63, 64, 65, u32::MAX];
    macro_rules! edges {
        ($t:ty, $kernel:ident) => {{
            let values: [$t; 9] = [
                <$t>::MIN,
                <$t>::MIN + 1,
                -1,
                0,
                1,
                <$t>::MAX - 1,
                <$t>::MAX,
                12_345,
                -98_765,
            ];
            let (mut a, mut b, mut s) = (Vec::new(), Vec::new(), Vec::new());
            for (i, &x) in values.iter().enumerate() {
                for (j, &y) in values.iter().enumerate() {
                    a.push(x);
                    b.push(y);
                    s.push(amounts[(i + j) % amounts.len()]);
                }
            }
            let n = a.len() as u64;
            let (da, db, ds) = (
                stream.clone_htod(&a).unwrap(),
                stream.clone_htod(&b).unwrap(),
                stream.clone_htod(&s).unwrap(),
            );
            let mut outs: Vec<CudaSlice<$t>> = (0..6)
                .map(|_| stream.alloc_zeros::<$t>(a.len()).unwrap())
                .collect();
            let [sum, difference, product, negation, left, right] = &mut outs[..] else {
                unreachable!()
            };
            rust_meaning::$kernel::launch(
                &runtime,
                &stream,
                LaunchSize::new(1, 128),
                &da,
                &db,
                &ds,
                n,
                sum,
                difference,
                product,
                negation,
                left,
                right,
            )
            .unwrap();
            let got: Vec<Vec<$t>> = outs.iter().map(|o| stream.clone_dtoh(o).unwrap()).collect();
            let want: [Vec<$t>; 6] = [
                a.iter().zip(&b).map(|(x, y)| x.wrapping_add(*y)).collect(),
                a.iter().zip(&b).map(|(x, y)| x.wrapping_sub(*y)).collect(),
                a.iter().zip(&b).map(|(x, y)| x.wrapping_mul(*y)).collect(),
                a.iter().map(|x| x.wrapping_neg()).collect(),
                a.iter().zip(&s).map(|(x, k)| x.wrapping_shl(*k)).collect(),
                a.iter().zip(&s).map(|(x, k)| x.wrapping_shr(*k)).collect(),
            ];
            for (name, (got, want)) in ["+", "-", "*", "neg", "<<", ">>"]
                .iter()
                .zip(got.iter().zip(&want))
            {
                assert_eq!(got, want, "{} `{name}`", stringify!($t));
            }
        }};
    }
    edges!(i32, edges_i32);
    edges!(i64, edges_i64);

    let mut single = vec![
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        0.5,
        -0.5,
        -1.0,
        3.7,
        -3.7,
        2_147_483_520.0,
        2_147_483_648.0,
        -2_147_483_648.0,
        -2_147_483_904.0,
        4_294_967_040.0,
        4_294_967_296.0,
        9.223_372e18,
        -9.223_372e18,
        1.844_674_4e19,
        1e30,
        -1e30,
    ];
    let mut double = vec![
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        0.5,
        -0.5,
        -1.0,
        3.7,
        -3.7,
        2_147_483_647.9,
        2_147_483_648.0,
        -2_147_483_648.9,
        -2_147_483_649.0,
        4_294_967_295.5,
        4_294_967_296.0,
        9_223_372_036_854_774_784.0,
        9_223_372_036_854_775_808.0,
        -9_223_372_036_854_775_808.0,
        18_446_744_073_709_549_568.0,
        18_446_744_073_709_551_616.0,
    ];
    single.resize(128, 1.5);
    double.resize(128, -2.5);
    let n = single.len() as u64;
    let (ds, dd) = (
        stream.clone_htod(&single).unwrap(),
        stream.clone_htod(&double).unwrap(),
    );
    let mut out = stream.alloc_zeros::<u64>(single.len() * 8).unwrap();
    rust_meaning::saturating_casts::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 128),
        &ds,
        &dd,
        n,
        &mut out,
    )
    .unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    let want: Vec<u64> = single
        .iter()
        .zip(&double)
        .flat_map(|(&x, &y)| {
            [
                x as i32 as u32 as u64,
                x as u32 as u64,
                x as i64 as u64,
                x as u64,
                y as i32 as u32 as u64,
                y as u32 as u64,
                y as i64 as u64,
                y as u64,
            ]
        })
        .collect();
    assert_eq!(got, want, "float to integer casts");

    let ranges = [
        (0u32, 3u32),
        (5, 4),
        (7, 7),
        (u32::MAX - 3, u32::MAX),
        (u32::MAX, u32::MAX),
    ];
    let (a, b): (Vec<u32>, Vec<u32>) = ranges.iter().copied().unzip();
    let (da, db) = (
        stream.clone_htod(&a).unwrap(),
        stream.clone_htod(&b).unwrap(),
    );
    let mut counts = stream.alloc_zeros::<u32>(a.len()).unwrap();
    let mut lasts = stream.alloc_zeros::<u32>(a.len()).unwrap();
    rust_meaning::inclusive_counts::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 32),
        &da,
        &db,
        a.len() as u64,
        &mut counts,
        &mut lasts,
    )
    .unwrap();
    let want: Vec<(u32, u32)> = ranges
        .iter()
        .map(|&(a, b)| {
            let (count, last) = (a..=b).fold((0u32, 0u32), |(count, _), k| (count + 1, k));
            let (count, first) = (a..=b)
                .rev()
                .fold((count, 0u32), |(count, _), k| (count + 1, k));
            let count = (a..b).rev().fold(count, |count, _| count + 1);
            let (count, last) = (a..=b)
                .step_by(3)
                .fold((count, last), |(count, last), k| (count + 1, last ^ k));
            let count = (a..b)
                .step_by(1usize << 33)
                .fold(count, |count, _| count + 1);
            (count, last ^ first)
        })
        .collect();
    let got: Vec<(u32, u32)> = stream
        .clone_dtoh(&counts)
        .unwrap()
        .into_iter()
        .zip(stream.clone_dtoh(&lasts).unwrap())
        .collect();
    assert_eq!(
        got, want,
        "`a..=b` and the reversed ranges: their counts and end values"
    );

    let xs = [0.5f32, 1.0, 1.5, f32::NAN, f32::INFINITY, -0.0, f32::MIN];
    let ks = [0u32, 1, 99, 100, u32::MAX, u32::MAX - 2, 12345];
    let (dx, dk) = (
        stream.clone_htod(&xs).unwrap(),
        stream.clone_htod(&ks).unwrap(),
    );
    let mut out = stream.alloc_zeros::<u32>(xs.len()).unwrap();
    rust_meaning::chosen_values::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 32),
        &dx,
        &dk,
        xs.len() as u64,
        &mut out,
    )
    .unwrap();
    let want: Vec<u32> = xs
        .iter()
        .zip(&ks)
        .map(|(&x, &k)| {
            let clamped = if x > 1.0 { 1.0f32 } else { x };
            let kind = if k == 0 {
                7
            } else if k < 100 {
                k.wrapping_mul(2) + 1
            } else {
                // `k.min(!0)`: `!0` is `u32::MAX`, so `k` itself.
                k.wrapping_add(3)
            };
            let mut cells = [k, 2u32, 3u32];
            let mut sum = 0u32;
            for c in cells {
                cells[2] = 100;
                sum = sum.wrapping_add(c);
            }
            clamped.to_bits() ^ kind ^ sum ^ cells[2]
        })
        .collect();
    assert_eq!(
        stream.clone_dtoh(&out).unwrap(),
        want,
        "`if` and blocks as values"
    );

    let xs = [0.3f32, 0.7, 1.0 / 3.0, -2.5, 1e-3, 16777217.0, 0.1];
    let ys = [0.3f64, -0.7, 1.0 / 3.0, 2.5e300, 1e-310, f64::MAX, 0.1];
    let scale = 0.7f32;
    let (dx, dy) = (
        stream.clone_htod(&xs).unwrap(),
        stream.clone_htod(&ys).unwrap(),
    );
    let mut single = stream.alloc_zeros::<f32>(xs.len()).unwrap();
    let mut double = stream.alloc_zeros::<f64>(ys.len()).unwrap();
    rust_meaning::untyped_floats::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 32),
        &dx,
        &dy,
        scale,
        xs.len() as u64,
        &mut single,
        &mut double,
    )
    .unwrap();
    let want_single: Vec<u32> = xs
        .iter()
        .map(|&x| {
            let mut s = x * 0.1 + 0.2;
            if x > 0.5 {
                s -= 0.3;
            }
            s *= 1.7;
            s /= -3.1;
            if -0.25 >= s {
                s = s % 0.7 - 1.3;
            }
            (s + scale * 0.1 + 0.1 / x).to_bits()
        })
        .collect();
    let want_double: Vec<u64> = ys
        .iter()
        .map(|&y| (y * 0.1 - 1e-300 + 0.1).to_bits())
        .collect();
    let bits = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<_>>();
    let bits64 = |v: Vec<f64>| v.into_iter().map(f64::to_bits).collect::<Vec<_>>();
    assert_eq!(
        bits(stream.clone_dtoh(&single).unwrap()),
        want_single,
        "floats without a suffix, in `f32`"
    );
    assert_eq!(
        bits64(stream.clone_dtoh(&double).unwrap()),
        want_double,
        "floats without a suffix, in `f64`"
    );

    let xs = [i32::MIN, -1, 0, 7, i32::MAX];
    let dx = stream.clone_htod(&xs).unwrap();
    let mut narrow = stream.alloc_zeros::<i32>(xs.len()).unwrap();
    let mut wide = stream.alloc_zeros::<i64>(xs.len()).unwrap();
    rust_meaning::signed_minimums::launch(
        &runtime,
        &stream,
        LaunchSize::new(1, 32),
        &dx,
        xs.len() as u64,
        &mut narrow,
        &mut wide,
    )
    .unwrap();
    let want: Vec<(i32, i64)> = xs
        .iter()
        .map(|&x| {
            let narrow = if x == i32::MIN {
                1
            } else {
                x.wrapping_add(i32::MIN)
            };
            (narrow, i64::from(x).wrapping_add(i64::MIN))
        })
        .collect();
    let got: Vec<(i32, i64)> = stream
        .clone_dtoh(&narrow)
        .unwrap()
        .into_iter()
        .zip(stream.clone_dtoh(&wide).unwrap())
        .collect();
    assert_eq!(got, want, "`-2147483648i32` and `-9223372036854775808i64`");
}

/// 64 × 256 threads each add `2^-149` (the smallest `f32` subnormal) and
/// `2^-1074` (`f64`'s): the sums are exact multiples of it, as Rust's `+`
/// gives, where the hardware's `f32` add would leave 0.
fn float_atomic_adds_keep_subnormals_as_rusts_add() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let size = LaunchSize::new(64, 256);
    let threads = size.blocks() * size.threads();
    let mut sums = stream.alloc_zeros::<f32>(3).unwrap();
    let mut double_sum = stream.alloc_zeros::<f64>(1).unwrap();
    let (tiny, tiny_double) = (f32::from_bits(1), f64::from_bits(1));
    subnormal_atomic_sums::launch(
        &runtime,
        &stream,
        size,
        tiny,
        tiny_double,
        &mut sums,
        &mut double_sum,
    )
    .unwrap();
    let sums: Vec<u32> = stream
        .clone_dtoh(&sums)
        .unwrap()
        .into_iter()
        .map(f32::to_bits)
        .collect();
    assert_eq!(
        sums,
        [threads, (-f32::from_bits(threads)).to_bits(), threads]
    );
    assert_eq!(
        stream.clone_dtoh(&double_sum).unwrap()[0].to_bits(),
        u64::from(threads)
    );
}

/// A breadth-first search of a graph of 2^16 nodes, 8 random edges each, a
/// level a launch (`marked_cells::bfs_level`): the marks carry the visited
/// nodes over, and each level's frontier is the nodes its threads marked.
/// Which neighbour wins a node is the race's, so what is gated is what
/// every winner gives: each node the CPU's search reaches is reached, once,
/// and its parent is a node one level nearer with an edge to it.
fn a_breadth_first_search_by_marks_reaches_every_node_at_its_distance() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let nodes = 1u32 << 16;
    let degree = 8u32;
    let offsets: Vec<u32> = (0..=nodes).map(|v| v * degree).collect();
    let targets: Vec<u32> = (0..nodes * degree)
        .map(|e| (e.wrapping_mul(2_654_435_761) ^ (e >> 7)) % nodes)
        .collect();
    let mut distance = vec![u32::MAX; nodes as usize];
    let mut frontier = vec![0u32];
    distance[0] = 0;
    for level in 1.. {
        let mut next = Vec::new();
        for &v in &frontier {
            for &w in &targets[(v * degree) as usize..((v + 1) * degree) as usize] {
                if distance[w as usize] == u32::MAX {
                    distance[w as usize] = level;
                    next.push(w);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    let (d_offsets, d_targets) = (
        stream.clone_htod(&offsets).unwrap(),
        stream.clone_htod(&targets).unwrap(),
    );
    // The root is visited before the first level.
    let mut marked = vec![0u32; nodes as usize];
    marked[0] = 1;
    let mut visited = stream.clone_htod(&marked).unwrap();
    let mut parent = stream.clone_htod(&vec![u32::MAX; nodes as usize]).unwrap();
    let mut reached = stream.alloc_zeros::<u64>(1).unwrap();
    let mut frontier = stream.clone_htod(&[0u32]).unwrap();
    let mut frontier_len = 1u64;
    let mut levels = 0;
    while frontier_len > 0 {
        let mut next = stream.alloc_zeros::<u32>(nodes as usize).unwrap();
        marked_cells::bfs_level::launch(
            &runtime,
            &stream,
            LaunchSize::new(256, 256),
            &frontier,
            frontier_len,
            &d_offsets,
            &d_targets,
            u64::from(nodes),
            u64::from(nodes * degree),
            &mut visited,
            &mut parent,
            &mut reached,
            &mut next,
        )
        .unwrap();
        frontier_len = stream.clone_dtoh(&reached).unwrap()[0];
        frontier = next;
        levels += 1;
    }
    let parent = stream.clone_dtoh(&parent).unwrap();
    let marks = stream.clone_dtoh(&visited).unwrap();
    let mut reached_nodes = 0;
    for v in 1..nodes as usize {
        let d = distance[v];
        assert_eq!(marks[v], u32::from(d != u32::MAX), "node {v}'s mark");
        if d == u32::MAX {
            assert_eq!(parent[v], u32::MAX, "node {v} is not reachable");
            continue;
        }
        reached_nodes += 1;
        let p = parent[v] as usize;
        assert_eq!(
            distance[p] + 1,
            d,
            "node {v}'s parent {p} is one level nearer"
        );
        assert!(targets[p * degree as usize..(p + 1) * degree as usize].contains(&(v as u32)));
    }
    assert!(
        reached_nodes > nodes / 2,
        "the graph is mostly connected: {reached_nodes}"
    );
    assert_eq!(
        levels,
        distance.iter().filter(|&&d| d != u32::MAX).max().unwrap() + 1
    );
}

/// `double_tile::neighbour_products` over 64 blocks of 256 threads and 100
/// steps: each step's products of a cell and its neighbour's, summed, equal
/// the CPU's (wrapping, as the kernel's), so no step read a half that the
/// next step's fill had begun to replace, and every fill was read whole.
fn a_double_tile_reads_each_step_whole_with_one_barrier_a_step() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let (blocks, steps) = (64usize, 100usize);
    let input: Vec<u32> = (0..blocks * steps * 256)
        .map(|i| (i as u32).wrapping_mul(2_654_435_761) >> 7)
        .collect();
    let mut out = stream.alloc_zeros::<u32>(blocks * 256).unwrap();
    double_tile::neighbour_products::launch(
        &runtime,
        &stream,
        LaunchSize::new(blocks as u32, 256),
        &stream.clone_htod(&input).unwrap(),
        steps as u64,
        &mut out,
    )
    .unwrap();
    let want: Vec<u32> = (0..blocks * 256)
        .map(|i| {
            let (b, t) = (i / 256, i % 256);
            (0..steps).fold(0u32, |sum, step| {
                let chunk = &input[(b * steps + step) * 256..][..256];
                sum.wrapping_add(chunk[t].wrapping_mul(chunk[(t + 1) % 256]))
            })
        })
        .collect();
    assert_eq!(stream.clone_dtoh(&out).unwrap(), want);
}

/// `float_arguments::typed_by_receiver` on a million floats in [-2, 2) and
/// on the edges: every result Rust's own, bit for bit, the literal whose
/// `f32` rounding differs from the `f32` nearest its `double` included.
fn float_arguments_typed_by_the_receiver_are_rusts_numbers() {
    let runtime = runtime();
    let stream = runtime.context().default_stream();
    let mut x = random_floats(1 << 20);
    x.extend([
        0.0,
        -0.0,
        1.0,
        -1.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1e-40,
    ]);
    let n = x.len();
    let mut single = stream.alloc_zeros::<f32>(n * 8).unwrap();
    let mut double = stream.alloc_zeros::<f64>(n * 2).unwrap();
    float_arguments::typed_by_receiver::launch(
        &runtime,
        &stream,
        LaunchSize::new(n.div_ceil(128) as u32, 128),
        &stream.clone_htod(&x).unwrap(),
        n as u64,
        &mut single,
        &mut double,
    )
    .unwrap();
    #[allow(clippy::excessive_precision)]
    let tie = 1.00000005960464478f32;
    assert_eq!(
        tie,
        1.0 + f32::EPSILON,
        "rustc rounds the digits past the tie up"
    );
    let want_single: Vec<u32> = x
        .iter()
        .flat_map(|&v| {
            [
                v.max(0.1),
                v.min(-0.1),
                v.clamp(-0.5, 0.5),
                v.mul_add(0.1, 0.2),
                v.copysign(-1.0),
                v.max(tie),
                v.min(0.3),
                v.mul_add(-0.1, 0.0),
            ]
        })
        .map(f32::to_bits)
        .collect();
    #[allow(clippy::excessive_precision)]
    let want_double: Vec<u64> = x
        .iter()
        .flat_map(|&v| {
            let w = v as f64;
            [w.max(0.1), w.mul_add(0.1, 1.00000005960464478)]
        })
        .map(f64::to_bits)
        .collect();
    let got_single: Vec<u32> = stream
        .clone_dtoh(&single)
        .unwrap()
        .into_iter()
        .map(f32::to_bits)
        .collect();
    let got_double: Vec<u64> = stream
        .clone_dtoh(&double)
        .unwrap()
        .into_iter()
        .map(f64::to_bits)
        .collect();
    assert_eq!(got_single, want_single);
    assert_eq!(got_double, want_double);
}
