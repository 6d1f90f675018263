//! Tier 3: what rustc accepts, NVRTC compiles. One kernel per construct the
//! checker gives a meaning to (short-circuit operands, `!` on integers,
//! device functions of one name in two modules, typed uniform counters,
//! channels and messages handed to device functions, the single producer,
//! a thread's own global cell), each compiled for sm_90 on the CPU.
//!
//! Needs NVRTC and the libcu++ headers: without them every test reports
//! `ignored`, unless `CUDA_SYNC_REQUIRE_NVRTC=1` (set by the test script CI
//! runs), where they fail.

mod common;
mod kernels;

use std::process::ExitCode;

use cuda_sync::launch::{Compiler, KernelSource};
use cuda_sync::message::Message;
use cuda_sync::prelude::*;
use cuda_sync::publish::{Acquired, Released};
use cuda_sync::RawKernel;
use kernels::{
    double_tile, enumerated_loops, euclid_and_unsigned, float_arguments, grids,
    inputs_of_bool_and_vectors, launch_sized, lengths, local_arrays, marked_cells, narrow_integers,
    readme_math, rust_meaning, saturating_and_bit_counts, struct_arguments,
    struct_arguments_renamed, swaps_and_tuple_assignments, tuples,
};

/// The scalar methods and constants, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/kernels/math_methods_and_constants.rs"]
#[allow(dead_code)]
mod math;

/// The views that compose, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/views.rs"]
#[allow(dead_code)]
mod views;

/// A warp a row behind a warp-uniform guard, as the ui-test that rustc accepts it in.
#[path = "../ui-tests/pass/flow/warp_a_row.rs"]
#[allow(dead_code)]
mod warp_a_row;

/// `let _ = ..;`, as the ui-test that rustc accepts it in.
#[path = "../ui-tests/pass/language/values_discarded.rs"]
#[allow(dead_code)]
mod values_discarded;

/// Numbers typed by their `let`, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/numbers_typed_by_their_let.rs"]
#[allow(dead_code)]
mod numbers_typed;

/// `match` guards, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/match_guards.rs"]
#[allow(dead_code)]
mod match_guards;

/// `if`/`else` and blocks as values, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/values_of_ifs_and_blocks.rs"]
#[allow(dead_code)]
mod values_of_ifs;

/// Functions by their type's path, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/functions_by_their_types_path.rs"]
#[allow(dead_code)]
mod by_types_path;

/// Scalar methods of uniform operands, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/uniform_scalar_methods.rs"]
#[allow(dead_code)]
mod uniform_methods;

/// Assertions, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/assertions.rs"]
#[allow(dead_code)]
mod assertions;

/// `usize` where Rust programmers write it, and `for` over an array, as the
/// ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/usize_everywhere.rs"]
#[allow(dead_code)]
mod usize_everywhere;

/// An `if` value as an operand, and a block value as an index, as the
/// ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/if_value_as_an_operand.rs"]
#[allow(dead_code)]
mod if_value_operand;

/// Numbers typed by a device function's result, as the ui-test that rustc
/// accepts them in.
#[path = "../ui-tests/pass/language/numbers_typed_by_the_result.rs"]
#[allow(dead_code)]
mod typed_by_result;

/// Arithmetic on an owned index, as the ui-test that rustc accepts it in.
#[path = "../ui-tests/pass/language/owned_index_arithmetic.rs"]
#[allow(dead_code)]
mod owned_index_arithmetic;

/// `core::f32::consts`, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/float_constants_by_path.rs"]
#[allow(dead_code)]
mod float_constants;

/// `start..=end`, as the ui-test that rustc accepts it in.
#[path = "../ui-tests/pass/language/inclusive_ranges.rs"]
#[allow(dead_code)]
mod inclusive_ranges;

/// Numbers typed by `swap` and `splat`, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/language/numbers_typed_by_their_function.rs"]
#[allow(dead_code)]
mod numbers_typed_by_their_function;

/// Vectors, as the ui-test that rustc accepts them in.
#[path = "../ui-tests/pass/vectors.rs"]
#[allow(dead_code)]
mod vectors;

#[path = "../ui-tests/pass/kernels/scalar_through_a_type_alias.rs"]
#[allow(dead_code)]
mod scalar_alias;

#[path = "../ui-tests/pass/kernels/barrier_under_a_const_bool.rs"]
#[allow(dead_code)]
mod const_bool;

#[path = "../ui-tests/pass/kernels/negative_literal_arguments.rs"]
#[allow(dead_code)]
mod negative_literals;

#[path = "../ui-tests/pass/kernels/parenthesized_range.rs"]
#[allow(dead_code)]
mod parenthesized_range;

#[path = "../ui-tests/pass/kernels/float_literals_halfway.rs"]
#[allow(dead_code)]
mod float_literals_halfway;

#[path = "../ui-tests/pass/kernels/bool_assigned_with_a_literal.rs"]
#[allow(dead_code)]
mod bool_assigned_with_a_literal;

#[path = "../ui-tests/pass/kernels/grid_stride_index_assigned.rs"]
#[allow(dead_code)]
mod grid_stride_index_assigned;

#[path = "../ui-tests/pass/kernels/parameters_named_like_the_launchers_locals.rs"]
#[allow(dead_code)]
mod parameters_named_like_the_launchers_locals;

#[path = "../ui-tests/pass/kernels/warp_operations.rs"]
#[allow(dead_code)]
mod warp_operations;

#[path = "../ui-tests/pass/kernels/device_fns_by_path.rs"]
#[allow(dead_code)]
mod device_fns_by_path;

#[path = "../ui-tests/pass/kernels/atomic_operations.rs"]
#[allow(dead_code)]
mod atomic_operations;

#[path = "../ui-tests/pass/kernels/bool_and_usize_parameters.rs"]
#[allow(dead_code)]
mod bool_and_usize;

#[path = "../ui-tests/pass/kernels/constants_by_name.rs"]
#[allow(dead_code)]
mod constants;

#[path = "../ui-tests/pass/tiles/widths_spelled_with_as.rs"]
#[allow(dead_code)]
mod widths_spelled_with_as;

#[path = "../ui-tests/pass/tiles/warp_rounds_in_a_loop.rs"]
#[allow(dead_code)]
mod warp_rounds;

#[path = "../ui-tests/pass/kernels/compound_shift_by_a_uniform_amount.rs"]
#[allow(dead_code)]
mod compound_shift_by_a_uniform_amount;

#[path = "../ui-tests/pass/kernels/uniform_match_on_constants.rs"]
#[allow(dead_code)]
mod uniform_match_on_constants;

#[path = "../ui-tests/pass/kernels/generic_kernels.rs"]
#[allow(dead_code)]
mod generic;

#[path = "../ui-tests/pass/kernels/decoupled_look_back.rs"]
#[allow(dead_code)]
mod look_back;

#[path = "../ui-tests/pass/kernels/loops.rs"]
#[allow(dead_code)]
mod loops;

#[path = "../ui-tests/pass/kernels/matches.rs"]
#[allow(dead_code)]
mod matches;

#[path = "../ui-tests/pass/kernels/named_constants_compared.rs"]
#[allow(dead_code)]
mod named_constants_compared;

#[path = "../ui-tests/pass/kernels/uniform_argument_to_a_plain_parameter.rs"]
#[allow(dead_code)]
mod uniform_argument_to_a_plain_parameter;

#[path = "../ui-tests/pass/kernels/match_on_expressions.rs"]
#[allow(dead_code)]
mod match_on_expressions;

#[path = "../ui-tests/pass/kernels/launch_sized_tiles_in_branches.rs"]
#[allow(dead_code)]
mod launch_sized_in_branches;

#[path = "../ui-tests/pass/kernels/uniform_compound_assignment.rs"]
#[allow(dead_code)]
mod uniform_compound_assignment;

#[path = "../ui-tests/pass/kernels/range_from_a_number_without_a_type.rs"]
#[allow(dead_code)]
mod range_from_a_number;

#[path = "../ui-tests/pass/kernels/floats_written_without_a_point.rs"]
#[allow(dead_code)]
mod floats_without_a_point;

#[path = "../ui-tests/pass/language/loops_over_borrowed_arrays.rs"]
#[allow(dead_code)]
mod loops_over_borrowed_arrays;

#[path = "../ui-tests/pass/protocols/atomics_only_protocols.rs"]
#[allow(dead_code)]
mod atomics_only_protocols;

/// Red team round 51: a NaN `const` keeps its sign and payload on the GPU.
mod nan_constants {
    use cuda_sync::prelude::*;

    const NEG_NAN: f32 = f32::from_bits(0xffc0_0000);
    const PAYLOAD: f64 = f64::from_bits(0x7ff8_0000_0000_0001);

    #[kernel]
    pub fn bits(block: ThisBlock, #[len(blocks * threads)] out: &mut [u64]) {
        out[block.global_index()] = NEG_NAN.to_bits() as u64 + PAYLOAD.to_bits();
    }
}

mod a {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock, x: u32) -> u32 {
        x + block.thread_index()
    }
}

mod b {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock, x: Uniform<u32>) -> u32 {
        block.sync_threads();
        x.get()
    }
    #[device]
    pub fn g(block: ThisBlock) -> u32 {
        f(block, block.size())
    }
}

use a::f;
use b::g;

#[device]
fn pick(n: Uniform<u32>) -> Uniform<u32> {
    if n > 64u32 {
        return 1u32;
    }
    2u32
}

#[kernel]
pub fn operators(block: ThisBlock, input: &[u32], n: u32, out: &mut [u32]) {
    let t = block.thread_index();
    let i = block.global_index();
    let both = t < n && input[t as usize] > 3u32;
    let either = block.index() == 0u32 || block.reduce_sum(1u32) > 5u32;
    let synced = g(block);
    let mut rounds: Uniform<u32> = 0u32;
    while rounds < pick(n) {
        block.sync_threads();
        rounds += 1u32;
    }
    if both {
        out[i] = !t + f(block, 3u32) + synced + rounds.get();
    }
    let mut bits: Uniform<u32> = 0u32;
    bits |= !n & 255u32;
    bits ^= 1u32;
    bits &= 127u32;
    if either {
        out[i] += block.index() as u32 + bits.get();
    }
}

#[device]
fn send(channel: Channel<f32, Released>, slot: Own<ByThread>, value: f32) {
    let written = channel.write(slot, value);
    channel.signal(Release, written);
}

#[device]
fn take(
    channel: Channel<f32, Released>,
    message: Message<Released, Acquired, Channel<f32, Released>>,
) -> f32 {
    channel.read(&message)
}

#[kernel]
pub fn messages(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let slot = block.index() * block.size() + block.thread_index();
    if block.index() % 2u32 == 0u32 {
        send(channel, block.global_index(), 1.0f32);
    } else if let Some(message) = channel.wait(slot - block.size().get(), Acquire, 100u32) {
        out[block.global_index()] = take(channel, message);
    }
}

#[kernel]
pub fn owned_cells(
    block: ThisBlock,
    input: &[f32],
    n: u64,
    kept: Global<u64>,
    out: &mut [f32],
    per_block: Output<f32, ByLeader>,
    claimed: Output<f32, ByClaim>,
) {
    let kept = kept.claims::<Device>();
    for i in block.grid_stride(n) {
        out[i] = input[i] * 2.0f32;
        if input[i] > 0.5f32 {
            claimed[kept.claim()] = input[i];
        }
    }
    let sum = block.reduce_sum(input[block.global_index()]);
    if let Some(cell) = block.leader().cell() {
        per_block[cell] = sum.get();
    }
}

#[kernel]
pub fn warp_branches_and_tiles(block: ThisBlock, input: &[u32], out: &mut [u32]) {
    let exchange: Tile<u32, 256> = block.shared();
    let mut staged: Tile<u32, 256> = block.shared();
    let tid = block.thread_index();
    let i = block.global_index();
    if tid < 32u32 {
        let swapped = exchange.write_own(input[i]).sync_warp();
        out[i] = swapped.read_lane((block.lane_index() + 1u32) % 32u32);
    }
    for round in 0u32..2u32 {
        let filled = staged.write_own(input[i] + round);
        block.sync_threads();
        out[i] += filled.read((tid + 1u32) % block.size());
        block.sync_threads();
        staged = filled.reuse();
    }
}

#[kernel(cooperative)]
pub fn producer_and_own_cells(
    block: ThisBlock,
    items: Global<u64>,
    turns: Global<u32>,
    tail: Global<u64>,
    cells: Global<u32>,
    grid: GridBarrier,
    out: Output<u64, ByClaim>,
) {
    let written = cells.write_own(block.thread_index());
    let mine = written.read_own();
    let synced = block.sync_grid(grid, written);
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let claim = queue.claim();
        if claim.number() < 1u64 {
            let k = claim.number();
            let message = queue.wait_for_item(claim, Acquire);
            out[k] = queue.read(&message) + (mine + synced.read(0u32)) as u64;
            queue.free(message);
        }
    }
}

/// Red team, round 34: a user trait gave the leader's evidence the
/// `read_own` Rust keeps for every thread's own store. rustc took it; the
/// shim refuses it, so the kernel fails in NVRTC (and in its
/// `compiles_in_nvrtc`) instead of racing with the leader's store.
mod read_own_of_a_trait {
    use cuda_sync::prelude::*;
    use cuda_sync::publish::Written;

    pub trait ReadOwn {
        fn read_own(&self) -> f32;
    }
    impl ReadOwn for Written<Device, ByLeader, Global<f32>> {
        fn read_own(&self) -> f32 {
            unimplemented!()
        }
    }

    #[kernel]
    pub fn k(
        block: ThisBlock,
        #[len(blocks * threads)] input: &[f32],
        #[len(blocks * threads)] partials: Global<f32>,
        #[len(blocks * threads)] out: &mut [f32],
    ) {
        let s = block.reduce_sum(input[block.global_index()]);
        let written = block.leader().store(partials, s.get());
        out[block.global_index()] = written.read_own();
    }
}

/// Red team, round 38: a user trait gave `Global` a `cell`, a name the
/// language has (on `Leader`) and the shim's `Global` had as a helper; the
/// GPU ran the helper, a plain read of another block's cell. The shim's
/// helpers now have names no kernel method has (`parse::tests` holds every
/// shim type to its Rust type's methods), so NVRTC refuses the call.
mod cell_of_a_trait {
    use cuda_sync::prelude::*;

    pub trait Peek {
        fn cell(&self, index: u32) -> f32;
    }
    impl Peek for Global<f32> {
        fn cell(&self, _index: u32) -> f32 {
            unimplemented!()
        }
    }

    #[kernel]
    pub fn k(
        block: ThisBlock,
        #[len(blocks * threads)] input: &[f32],
        #[len(blocks)] partials: Global<f32>,
        #[len(blocks * threads)] out: &mut [f32],
    ) {
        let next = (block.index() + 1u32) % block.count();
        let peeked = partials.cell(next.get());
        let s = block.reduce_sum(input[block.global_index()]);
        let written = block.leader().store(partials, s.get());
        out[block.global_index()] = peeked;
    }
}

/// Red team, round 39: a user trait gave `Global<u64>` the `counter` Rust
/// keeps for `Global<u32>`; the shim's `counter` took any cell type and
/// counted on the low half. It now asserts the 32-bit cell.
mod counter_of_a_trait {
    use cuda_sync::flow::KernelTopLevel;
    use cuda_sync::prelude::*;
    use cuda_sync::publish::Counter;
    use cuda_sync::scope::{Covers, Scope};

    pub trait WideCounter {
        fn counter<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Counter<S>;
    }
    impl WideCounter for Global<u64> {
        fn counter<S: Scope + Covers<Device>>(self, _flow: &impl KernelTopLevel) -> Counter<S> {
            unimplemented!()
        }
    }

    #[kernel]
    pub fn k(
        block: ThisBlock,
        #[len(blocks * threads)] input: &[f32],
        #[len(blocks)] partials: Global<f32>,
        #[len(1)] arrivals: Global<u64>,
        #[len(1)] total: Output<f32, ByLast>,
    ) {
        let block_sum = block.reduce_sum(input[block.global_index()]);
        let leader = block.leader();
        let written = leader.store(partials, block_sum.get());
        let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, written);
        let arrival = block.broadcast_ticket(ticket);
        if let Some(last) = arrival.last() {
            if let Some(cell) = last.leader_cell() {
                total[cell] = last.read(0u32);
            }
            leader.reset(last);
        }
    }
}

/// Red team, round 41: a pitch of 2^63 wrapped row 2 onto row 0, and two
/// threads wrote one shared cell; rustc cannot compare a pitch with a tile's
/// size, so the shim asserts it.
mod pitch_past_the_tile {
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [f32]) {
        let tile: Tile<f32, 96> = block.shared();
        let placed = tile.write_own_2d::<9223372036854775808>(1.0f32);
        block.sync_threads();
        out[block.global_index()] = placed.read(block.thread_index());
    }
}

fn the_shim_refuses_what_rust_keeps_from_a_kernel_type() {
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    let refused = |source, message: &str| match compiler.ptx(source, 90) {
        Err(error) => assert!(error.to_string().contains(message), "{error}"),
        Ok(_) => panic!("compiled, where NVRTC should say {message}"),
    };
    refused(
        &read_own_of_a_trait::k::SOURCE,
        "read_own: only a thread's own store is read back",
    );
    refused(&cell_of_a_trait::k::SOURCE, "has no member \"cell\"");
    refused(
        &counter_of_a_trait::k::SOURCE,
        "counter: a ticket counter is a 32-bit cell",
    );
    refused(
        &pitch_past_the_tile::k::SOURCE,
        "write_own_2d: a pitch of 1 to N cells",
    );
}

const TESTS: &[common::Test] = &[
    (
        "grid_stride_indices_kept_or_reassigned_and_launcher_names_compile",
        grid_stride_indices_kept_or_reassigned_and_launcher_names_compile,
    ),
    (
        "device_functions_of_another_crate_compile",
        device_functions_of_another_crate_compile,
    ),
    (
        "the_everyday_kernels_and_their_handwritten_twins_compile",
        the_everyday_kernels_and_their_handwritten_twins_compile,
    ),
    (
        "generic_kernels_compile_for_every_scalar_type_and_generic_device_functions_deduce",
        generic_kernels_compile_for_every_scalar_type_and_generic_device_functions_deduce,
    ),
    (
        "decoupled_look_back_compiles_for_every_scalar_type_and_both_releases",
        decoupled_look_back_compiles_for_every_scalar_type_and_both_releases,
    ),
    (
        "scalar_methods_and_constants_compile",
        scalar_methods_and_constants_compile,
    ),
    (
        "constants_named_in_kernels_and_device_functions_compile_to_their_values",
        constants_named_in_kernels_and_device_functions_compile_to_their_values,
    ),
    (
        "short_circuit_complement_and_device_functions_of_one_name_compile",
        short_circuit_complement_and_device_functions_of_one_name_compile,
    ),
    (
        "channels_and_messages_handed_to_device_functions_compile",
        channels_and_messages_handed_to_device_functions_compile,
    ),
    (
        "the_producer_and_own_global_cells_compile",
        the_producer_and_own_global_cells_compile,
    ),
    (
        "outputs_of_every_view_and_grid_stride_loops_compile",
        outputs_of_every_view_and_grid_stride_loops_compile,
    ),
    (
        "warp_branches_and_block_barriers_over_tiles_compile",
        warp_branches_and_block_barriers_over_tiles_compile,
    ),
    ("loops_compile_as_while_true", loops_compile_as_while_true),
    (
        "the_shim_refuses_what_rust_keeps_from_a_kernel_type",
        the_shim_refuses_what_rust_keeps_from_a_kernel_type,
    ),
    (
        "integer_matches_compile_as_if_chains",
        integer_matches_compile_as_if_chains,
    ),
    (
        "widths_spelled_with_as_compile",
        widths_spelled_with_as_compile,
    ),
    ("local_arrays_compile", local_arrays_compile),
    (
        "rusts_meaning_at_the_edges_compiles",
        rusts_meaning_at_the_edges_compiles,
    ),
    ("struct_arguments_compile", struct_arguments_compile),
    (
        "renamed_struct_arguments_are_their_own_structs",
        renamed_struct_arguments_are_their_own_structs,
    ),
    (
        "inputs_of_bool_and_vectors_compile",
        inputs_of_bool_and_vectors_compile,
    ),
    (
        "scalars_through_aliases_are_their_scalars",
        scalars_through_aliases_are_their_scalars,
    ),
    (
        "const_conditions_and_negative_literals_compile",
        const_conditions_and_negative_literals_compile,
    ),
    (
        "warp_reductions_compile_before_and_from_sm_80",
        warp_reductions_compile_before_and_from_sm_80,
    ),
    ("tuples_compile", tuples_compile),
    (
        "nan_constants_keep_their_bits",
        nan_constants_keep_their_bits,
    ),
    (
        "floats_written_without_a_point_compile",
        floats_written_without_a_point_compile,
    ),
    (
        "bool_bitwise_operators_compile",
        bool_bitwise_operators_compile,
    ),
    (
        "uniform_compound_assignment_compiles",
        uniform_compound_assignment_compiles,
    ),
    (
        "a_range_from_a_number_without_a_type_counts_in_the_other_bounds_type",
        a_range_from_a_number_without_a_type_counts_in_the_other_bounds_type,
    ),
    (
        "shared_memory_sized_at_launch_compiles",
        shared_memory_sized_at_launch_compiles,
    ),
    (
        "names_cuda_declares_fail_as_kernel_names",
        names_cuda_declares_fail_as_kernel_names,
    ),
    (
        "uniform_arguments_pass_to_plain_parameters",
        uniform_arguments_pass_to_plain_parameters,
    ),
    ("views_compile", views_compile),
    (
        "views_whose_maps_would_wrap_fail_in_nvrtc",
        views_whose_maps_would_wrap_fail_in_nvrtc,
    ),
    (
        "vectors_compile_to_16_byte_accesses",
        vectors_compile_to_16_byte_accesses,
    ),
];

fn main() -> ExitCode {
    common::run(
        TESTS,
        Compiler::with_cache_dir(None).map(drop),
        "CUDA_SYNC_REQUIRE_NVRTC",
    )
}

fn compile(kernel: &KernelSource) {
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    if let Err(error) = compiler.ptx(kernel, 90) {
        panic!("{}: {error}\n{}", kernel.name, kernel.translation_unit());
    }
}

fn loops_compile_as_while_true() {
    let kernel = &loops::halve_until_small::SOURCE;
    let cuda = kernel.translation_unit();
    assert!(cuda.matches("while (true)").count() >= 3, "{cuda}");
    compile(kernel);
}

/// A `match` on an integer variable as an `if` chain; on a uniform one with
/// constants as its arms (`u32::MAX`, `T::ZERO`), a uniform chain; on any
/// other expression, a chain testing a `let` of it. A `const` item compared
/// is uniform too.
fn integer_matches_compile_as_if_chains() {
    let kernel = &matches::classify::SOURCE;
    assert!(
        kernel.cuda.matches("} else if (").count() >= 5,
        "{}",
        kernel.cuda
    );
    compile(kernel);
    compile(&uniform_match_on_constants::on_max::SOURCE);
    compile(uniform_match_on_constants::on_zero::source::<u32>());
    compile(uniform_match_on_constants::on_zero::source::<i64>());
    let named = &named_constants_compared::compared::SOURCE;
    assert!(
        named
            .cuda
            .contains("if ((rounds_ == lit(cuda_sync_const__0__))) {"),
        "{}",
        named.cuda
    );
    compile(named);
    let switch = &named_constants_compared::mode_switch::SOURCE;
    assert!(
        switch
            .cuda
            .contains("if ((mode_ == lit(cuda_sync_const__0__))) {"),
        "{}",
        switch.cuda
    );
    compile(switch);
    let on_expressions = &match_on_expressions::on_expressions::SOURCE;
    assert!(
        on_expressions
            .cuda
            .contains("auto cuda_sync_scrutinee_0_ = math::rem(x_, lit(3u));"),
        "{}",
        on_expressions.cuda
    );
    compile(on_expressions);
}

/// Widths and pitches spelled as constant expressions (`{ TILE as u64 + 1 }`,
/// `!`, `count_ones`, `&&`) are rustc's values in the C++.
fn widths_spelled_with_as_compile() {
    compile(&widths_spelled_with_as::padded::SOURCE);
    let computed = &widths_spelled_with_as::computed::SOURCE;
    assert!(
        computed.cuda.contains("cell_2d<cuda_sync_const__"),
        "{}",
        computed.cuda
    );
    compile(computed);
}

/// Filled and listed arrays, by value into and out of device functions, and
/// sized by a const parameter (here 3): `Array<float, N>` in the C++.
fn local_arrays_compile() {
    let filter = &local_arrays::filter::SOURCE;
    assert!(
        filter.cuda.contains("repeat<(") && filter.cuda.contains("array(plain("),
        "{}",
        filter.cuda
    );
    compile(filter);
    compile(local_arrays::partial_sums::source::<3>());
}

/// Wrapping arithmetic, masked shifts and saturating casts (the GPU tests
/// compare them with Rust): each operator is the shim's function.
fn rusts_meaning_at_the_edges_compiles() {
    let edges = &rust_meaning::edges_i32::SOURCE;
    for function in [
        "math::add(",
        "math::sub(",
        "math::mul(",
        "math::negate(",
        "math::shl_assign(",
        "math::shr(",
    ] {
        assert!(
            edges.cuda.contains(function),
            "no `{function}` in {}",
            edges.cuda
        );
    }
    compile(edges);
    compile(&rust_meaning::edges_i64::SOURCE);
    compile(&rust_meaning::saturating_casts::SOURCE);
    compile(&rust_meaning::mirrored::SOURCE);
    compile(&rust_meaning::inclusive_counts::SOURCE);
    compile(&rust_meaning::chosen_values::SOURCE);
    compile(&rust_meaning::untyped_floats::SOURCE);
    compile(&rust_meaning::signed_minimums::SOURCE);
}

/// A struct argument: the unit defines it once, with its layout asserted.
fn struct_arguments_compile() {
    let kernel = &struct_arguments::affine::SOURCE;
    let unit = kernel.translation_unit();
    assert_eq!(unit.matches("struct Affine {").count(), 1, "{unit}");
    assert!(
        unit.contains("static_assert(sizeof(Affine) == 24 && alignof(Affine) == 8"),
        "{unit}"
    );
    compile(kernel);
}

/// A struct argument renamed by `use .. as` or `type` is, in the C++, the
/// struct rustc resolved: `p: B` with `use real::A as B` is an `A`.
fn renamed_struct_arguments_are_their_own_structs() {
    let kernel = &struct_arguments_renamed::renamed::SOURCE;
    let unit = kernel.translation_unit();
    assert!(unit.contains("renamed(A p___arg, B r___arg"), "{unit}");
    assert!(unit.contains("B pair_ = "), "{unit}");
    assert!(unit.contains("(B pair_) ->"), "{unit}");
    compile(kernel);
}

/// Scalars through `type` aliases are the scalars rustc resolved.
fn scalars_through_aliases_are_their_scalars() {
    let kernel = &scalar_alias::aliased::SOURCE;
    let unit = kernel.translation_unit();
    assert!(unit.contains("unsigned long long k_ = "), "{unit}");
    assert!(unit.contains("Array<float, "), "{unit}");
    assert!(unit.contains("(float x_) -> float"), "{unit}");
    compile(kernel);
}

/// A grid-stride index assigned in a `for mut` loop or a `let mut` copy, or
/// kept past the loop (an index of no known bound), parameters named like
/// the launcher's locals, and float literals halfway between two floats
/// (rustc's value, as an exact hexadecimal float).
fn grid_stride_indices_kept_or_reassigned_and_launcher_names_compile() {
    compile(&grid_stride_index_assigned::reassigned::SOURCE);
    compile(&grid_stride_index_assigned::kept::SOURCE);
    compile(&grid_stride_index_assigned::copied_then_reassigned::SOURCE);
    compile(&parameters_named_like_the_launchers_locals::named::SOURCE);
    let halfway = &float_literals_halfway::halfway::SOURCE;
    let unit = halfway.translation_unit_for(cuda_sync::launch::Shape {
        block: Some([48, 1, 1]),
        flat_grid: true,
    });
    assert!(unit.contains("(0x800000p+1f /* 16777216.0 */)"), "{unit}");
    compile(halfway);
}

/// A barrier under `if C` for a `bool` const parameter, both instances; and
/// negative literals as method arguments, plain literals in the C++ too.
fn const_conditions_and_negative_literals_compile() {
    compile(&parenthesized_range::summed::SOURCE);
    compile(const_bool::optionally_synced::source::<true>());
    compile(const_bool::optionally_synced::source::<false>());
    let kernel = &negative_literals::negatives::SOURCE;
    assert!(
        kernel
            .cuda
            .contains("fetch_min(math::negate(lit(3ll)), Relaxed)"),
        "{}",
        kernel.cuda
    );
    compile(kernel);
}

/// Inputs of `bool` and `F32x4`, which `__ldg` has no form for.
fn inputs_of_bool_and_vectors_compile() {
    compile(&inputs_of_bool_and_vectors::masked_sums::SOURCE);
}

/// Tuples from a device function, bound by a `let`, passed on whole.
fn tuples_compile() {
    let kernel = &tuples::split::SOURCE;
    assert!(
        kernel.cuda.contains("get<1>(")
            && kernel.cuda.contains("Tuple<unsigned int, unsigned int>"),
        "{}",
        kernel.cuda
    );
    compile(kernel);
}

/// Storage sized by const parameters: dynamic shared memory, each at its
/// alignment after the one before, as many bytes as the source says.
fn shared_memory_sized_at_launch_compiles() {
    let histogram = launch_sized::histogram::source::<32768>();
    assert_eq!(histogram.dynamic_shared_bytes, 32768 * 4);
    compile(histogram);
    let mirror = launch_sized::mirror_positive::source::<1001>();
    // 1001 `bool`s, then 1001 `f64`s from byte 1008.
    assert_eq!(mirror.dynamic_shared_bytes, 1008 + 1001 * 8);
    assert_eq!(mirror.max_threads_per_block, Some(1001));
    // In both arms of an `if` and in a block: 4 u32s, 4 u64s, 4 u32s.
    let either = launch_sized_in_branches::either::source::<4>();
    assert_eq!(either.dynamic_shared_bytes, 16 + 32 + 16);
    compile(either);
    assert!(mirror
        .translation_unit()
        .contains("dynamic_shared<Tile<double, "));
    compile(mirror);
}

/// `u /= 2` on a uniform variable: the literal takes the variable's type;
/// and `x <<= 3u32` on a `u64`, plain or uniform.
fn uniform_compound_assignment_compiles() {
    compile(&uniform_compound_assignment::warp_max::SOURCE);
    compile(&compound_shift_by_a_uniform_amount::shifted::SOURCE);
    compile(&compound_shift_by_a_uniform_amount::shifted_by_other_types::SOURCE);
}

/// `0..n` with `n: u64`: the loop counts in 64 bits (its bound is loaded
/// whole, not as its low 32 bits).
fn a_range_from_a_number_without_a_type_counts_in_the_other_bounds_type() {
    let kernel = &range_from_a_number::count_to::SOURCE;
    let ptx = Compiler::with_cache_dir(None)
        .expect("NVRTC and the headers")
        .ptx(kernel, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(ptx.contains("ld.param.u64"), "{ptx}");
    assert!(!ptx.contains("ld.param.u32"), "{ptx}");
}

/// `&`, `|` and `^` of `bool`s through `bit_and`, `bit_or`, `bit_xor`; and
/// `odd ^= true` on a per-thread `bool`, a uniform literal on the right.
fn bool_bitwise_operators_compile() {
    let kernel = &kernels::bool_bitwise_then_not::nand::SOURCE;
    assert!(
        kernel.cuda.contains("complement((bit_and(a_, b_)))"),
        "{}",
        kernel.cuda
    );
    compile(kernel);
    let assigned = &bool_assigned_with_a_literal::parity::SOURCE;
    assert!(
        assigned.cuda.contains("odd_ ^= lit(true);"),
        "{}",
        assigned.cuda
    );
    compile(assigned);
}

/// `2f32` and `1f64` reach the C++ as the floats 2 and 1 (exact
/// hexadecimal floats, a `float` and a `double`).
fn floats_written_without_a_point_compile() {
    let kernel = &floats_without_a_point::halves::SOURCE;
    let unit = kernel.translation_unit();
    assert!(
        unit.contains("(0x800000p-22f /* 2.0 */)")
            && unit.contains("(0x10000000000000p-52 /* 1.0 */)"),
        "{unit}"
    );
    compile(kernel);
}

/// A NaN constant is its bits (`__uint_as_float`), not the C++ NaN.
fn nan_constants_keep_their_bits() {
    let kernel = &nan_constants::bits::SOURCE;
    let unit = kernel.translation_unit();
    assert!(unit.contains("__uint_as_float(4290772992ull)"), "{unit}");
    assert!(
        unit.contains("__longlong_as_double(9221120237041090561ull)"),
        "{unit}"
    );
    compile(kernel);
}

fn scalar_methods_and_constants_compile() {
    compile(&math::k::SOURCE);
    compile(&readme_math::soft_threshold::SOURCE);
    compile(&bool_and_usize::k::SOURCE);
    compile(&atomic_operations::k::SOURCE);
    compile(&atomic_operations::spin_lock::SOURCE);
    compile(&device_fns_by_path::k::SOURCE);
    compile(&warp_operations::k::SOURCE);
}

/// The warp operations compile for the oldest architecture NVRTC 13 has,
/// sm_75, which has no `__reduce_*_sync` (`warp_min` and `warp_max` shuffle
/// there, as on sm_70 under CUDA 12), and use the one instruction from sm_80 on.
fn warp_reductions_compile_before_and_from_sm_80() {
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    let kernel = &warp_operations::k::SOURCE;
    let old = compiler
        .ptx(kernel, 75)
        .unwrap_or_else(|e| panic!("sm_75: {e}"));
    assert!(!old.contains("redux.sync"), "{old}");
    let new = compiler
        .ptx(kernel, 80)
        .unwrap_or_else(|e| panic!("sm_80: {e}"));
    assert!(
        new.contains("redux.sync.min") && new.contains("redux.sync.max"),
        "{new}"
    );
}

fn generic_kernels_compile_for_every_scalar_type_and_generic_device_functions_deduce() {
    use generic::{axpy, block_sums, lerp_literal, repeat};
    compile(axpy::source::<f32>());
    compile(axpy::source::<f64>());
    compile(block_sums::source::<u32>());
    compile(block_sums::source::<u64>());
    compile(block_sums::source::<usize>());
    compile(block_sums::source::<i32>());
    compile(block_sums::source::<i64>());
    compile(block_sums::source::<f32>());
    compile(block_sums::source::<f64>());
    compile(repeat::source::<u32, 0>());
    compile(repeat::source::<i64, 7>());
    compile(generic::rounds::source::<3>());
    compile(&warp_rounds::rotate_four_times::SOURCE);
    compile(&lerp_literal::SOURCE);
    compile(&generic::twice_a_literal::SOURCE);
    compile(&generic::literals_beside_typed_values::SOURCE);
    compile(generic::copy_through_a_macro::source::<f64>());
    compile(generic::trait_operations::source::<f32, u32>());
    compile(generic::trait_operations::source::<f64, i64>());
    compile(generic::trait_operations::source::<f32, usize>());
    compile(grids::mean_with_left::source::<f32, 1000>());
    compile(grids::mean_with_left::source::<f64, 7>());
    compile(&grids::who_wrote::SOURCE);
}

fn decoupled_look_back_compiles_for_every_scalar_type_and_both_releases() {
    use look_back::{exclusive_fenced, inclusive_released, publish_again};
    compile(inclusive_released::source::<i32>());
    compile(inclusive_released::source::<u32>());
    compile(inclusive_released::source::<f32>());
    compile(inclusive_released::source::<u64>());
    compile(inclusive_released::source::<i64>());
    compile(inclusive_released::source::<f64>());
    compile(exclusive_fenced::source::<usize>());
    compile(exclusive_fenced::source::<f32>());
    compile(publish_again::source::<u64>());
    compile(publish_again::source::<i32>());
    compile(&look_back::stores_in_a_device_function::SOURCE);
}

/// A kernel of this crate calling device functions of another (the lessons
/// crate), by path and through `use`, a generic one among them.
mod other_crate {
    use cuda_sync::prelude::*;
    use cuda_sync_lessons::everyday::fused;

    #[kernel]
    pub fn binned_axpy(
        block: ThisBlock,
        #[len(n)] x: &[f64],
        #[len(n)] samples: &[u32],
        n: u64,
        #[len(n)] y: &mut [f64],
    ) {
        for i in block.grid_stride(n) {
            let bin = cuda_sync_lessons::everyday::bin_of(samples[i]);
            y[i] = fused(x[i], bin as f64, y[i]);
        }
    }
}

fn device_functions_of_another_crate_compile() {
    let unit = other_crate::binned_axpy::SOURCE.translation_unit();
    assert!(
        unit.contains("cuda_sync_fn_0") && unit.contains("cuda_sync_fn_1"),
        "{unit}"
    );
    assert!(unit.contains("((unsigned int)256ull)"), "{unit}");
    compile(&other_crate::binned_axpy::SOURCE);
}

fn the_everyday_kernels_and_their_handwritten_twins_compile() {
    use cuda_sync_lessons::everyday::*;
    compile(axpy::source::<f32>());
    compile(axpy::source::<f64>());
    compile(grid_sum::source::<f32>());
    compile(grid_sum::source::<u32>());
    compile(&histogram::SOURCE);
    compile(sgemm::source::<256>());
    compile(sgemm_pipelined::source::<256>());
    compile(softmax::source::<1000>());
    compile(transpose::source::<1000, 3000>());
    compile(layer_norm::source::<256>());
    compile(&spmv::SOURCE);
    compile(stencil::source::<512, 512>());
    compile(&bitonic_sort::SOURCE);
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    for kernel in [
        &AXPY_F32_HANDWRITTEN,
        &AXPY_F64_HANDWRITTEN,
        &GRID_SUM_F32_HANDWRITTEN,
        &HISTOGRAM_HANDWRITTEN,
        &SGEMM_HANDWRITTEN_1024,
        &SGEMM_HANDWRITTEN_4096,
        &SGEMM_PIPELINED_HANDWRITTEN_1024,
        &SGEMM_PIPELINED_HANDWRITTEN_4096,
        &SOFTMAX_HANDWRITTEN,
        &TRANSPOSE_HANDWRITTEN,
        &LAYER_NORM_HANDWRITTEN,
        &SPMV_HANDWRITTEN,
        &STENCIL_HANDWRITTEN,
        &BITONIC_SORT_HANDWRITTEN,
    ] {
        if let Err(error) = compiler.raw_ptx(kernel, 90) {
            panic!("{}: {error}", kernel.name);
        }
    }
}

fn constants_named_in_kernels_and_device_functions_compile_to_their_values() {
    let unit = constants::k::SOURCE.translation_unit();
    for value in [
        "(0x800000p-24f /* 0.5 */)",
        "((int)18446744071562067968ull)",
        "((unsigned long long)18446744073709551615ull)",
        "((unsigned int)3ull)",
    ] {
        assert!(unit.contains(value), "{value} in\n{unit}");
    }
    compile(&constants::k::SOURCE);
}

fn short_circuit_complement_and_device_functions_of_one_name_compile() {
    compile(&operators::SOURCE);
}

fn channels_and_messages_handed_to_device_functions_compile() {
    compile(&messages::SOURCE);
}

fn the_producer_and_own_global_cells_compile() {
    compile(&producer_and_own_cells::SOURCE);
}

fn outputs_of_every_view_and_grid_stride_loops_compile() {
    compile(&owned_cells::SOURCE);
}

fn warp_branches_and_block_barriers_over_tiles_compile() {
    compile(&warp_branches_and_tiles::SOURCE);
}

/// Each name the macro refuses because CUDA declares it
/// (`cuda-sync-macros/src/cuda_names.txt`, and a sample of the `cuda` +
/// capital names) fails as a kernel's name in NVRTC: in a translation unit of
/// the kernel alone (CUDA's own headers declare most), or else beside the
/// shim (`std`, `cuda`, `clock`, the fixed-width integer types).
fn names_cuda_declares_fail_as_kernel_names() {
    let listed = include_str!("../cuda-sync-macros/src/cuda_names.txt")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'));
    let names: Vec<&str> = listed
        .chain(["cudaError_t", "cudaSuccess", "cudaStream_t"])
        .collect();
    let fails = |compiler: &Compiler, name: &'static str, prelude: &str| {
        let body = "(unsigned *out) { out[0] = 1u; }";
        let cuda = format!("{prelude}extern \"C\" __global__ void {name}{body}\n");
        let kernel = RawKernel {
            name,
            cuda: Box::leak(cuda.into_boxed_str()),
        };
        compiler.raw_ptx(&kernel, 90).is_err()
    };
    let shim = "#include <cuda_sync.cuh>\nusing namespace cuda_sync;\n";
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let compiled: Vec<&str> = std::thread::scope(|scope| {
        let workers: Vec<_> = names
            .chunks(names.len().div_ceil(threads))
            .map(|chunk| {
                scope.spawn(move || {
                    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
                    chunk
                        .iter()
                        .copied()
                        .filter(|&name| {
                            !fails(&compiler, name, "") && !fails(&compiler, name, shim)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    assert!(names.len() > 270, "{} names", names.len());
    assert!(
        compiled.is_empty(),
        "NVRTC compiles kernels named {compiled:?}: take them out of cuda_names.txt"
    );
}

/// A uniform value passes to a device function's plain parameter as its
/// plain value (the C++'s `Uniform` converts as rustc's `value_arg` does),
/// a const parameter alone to a `Uniform` one, a constant alone to a wider
/// parameter or a `Uniform` one, as a `Uniform` result, and a kernel's
/// output to two calls (red team rounds 78 to 81).
fn uniform_arguments_pass_to_plain_parameters() {
    use uniform_argument_to_a_plain_parameter::{
        const_rounds, constant_rounds, constants_widened, output_passed_twice, uniform_arguments,
    };
    compile(&uniform_arguments::SOURCE);
    compile(const_rounds::source::<3>());
    compile(&constants_widened::SOURCE);
    compile(&constant_rounds::SOURCE);
    compile(&output_passed_twice::SOURCE);
}

/// Every view of the algebra and the block-stride fills: rows a block, a
/// transpose's mirrored tiles, a warp's chunk, contiguous cells, a halo,
/// cells owned by their marks.
fn views_compile() {
    compile(&views::scale_rows::SOURCE);
    compile(&marked_cells::bfs_level::SOURCE);
    compile(&double_tile::neighbour_products::SOURCE);
    compile(&float_arguments::typed_by_receiver::SOURCE);
    compile(views::transpose::source::<1000>());
    compile(&views::row_sums::SOURCE);
    compile(&views::quads::SOURCE);
    compile(&views::blur::SOURCE);
    compile(&warp_a_row::row_sums::SOURCE);
    compile(&warp_a_row::restart_rows::SOURCE);
    compile(&warp_a_row::rows_until_done::SOURCE);
    compile(&values_discarded::count::SOURCE);
    compile(&inclusive_ranges::sums_through::SOURCE);
    compile(&numbers_typed_by_their_function::swapped_and_splat::SOURCE);
    compile(&numbers_typed::scaled::SOURCE);
    compile(&match_guards::classify::SOURCE);
    compile(&float_constants::angles::SOURCE);
    compile(&values_of_ifs::clamp_and_scale::SOURCE);
    compile(&values_of_ifs::per_warp_rounds::SOURCE);
    compile(&by_types_path::widen_and_clamp::SOURCE);
    compile(&uniform_methods::capped_rounds::SOURCE);
    compile(&uniform_methods::widened_rounds::SOURCE);
    compile(&assertions::checked_scale::SOURCE);
    compile(&usize_everywhere::smooth::SOURCE);
    compile(&usize_everywhere::spread::SOURCE);
    compile(&if_value_operand::offsets::SOURCE);
    compile(&typed_by_result::floors::SOURCE);
    compile(&owned_index_arithmetic::neighbours::SOURCE);
    compile(&loops_over_borrowed_arrays::weighted::SOURCE);
    compile(&enumerated_loops::enumerated::SOURCE);
    compile(&lengths::lengths::SOURCE);
    compile(&swaps_and_tuple_assignments::reorders::SOURCE);
    compile(saturating_and_bit_counts::saturating::source::<i32>());
    compile(saturating_and_bit_counts::saturating::source::<u64>());
    compile(&narrow_integers::narrow_u8::SOURCE);
    compile(&narrow_integers::narrow_i8::SOURCE);
    compile(&narrow_integers::narrow_u16::SOURCE);
    compile(&narrow_integers::narrow_i16::SOURCE);
    compile(&narrow_integers::wrapped::wrapped_literals::SOURCE);
    compile(&narrow_integers::letters::SOURCE);
    compile(&euclid_and_unsigned::euclid::SOURCE);
    compile(&euclid_and_unsigned::negations_and_matches::SOURCE);
    compile(&euclid_and_unsigned::guards_per_alternative::SOURCE);
    compile(&atomics_only_protocols::message_passing::SOURCE);
    compile(&atomics_only_protocols::store_buffering::SOURCE);
    compile(&atomics_only_protocols::litmus_message_passing::SOURCE);
    compile(&atomics_only_protocols::statistics::SOURCE);
    compile(&atomics_only_protocols::flag_only::SOURCE);
    compile(&atomics_only_protocols::shared_phases::SOURCE);
    compile(&atomics_only_protocols::shared_rounds::SOURCE);
    compile(&atomics_only_protocols::producer_returns::SOURCE);
    compile(&atomics_only_protocols::shared_across_a_tile_draw::SOURCE);
    compile(&atomics_only_protocols::flag_then_return_in_a_loop::SOURCE);
    compile(&atomics_only_protocols::counted_done::SOURCE);
}

/// Vector cells are loaded and stored in one 16-byte access each.
fn vectors_compile_to_16_byte_accesses() {
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    for (kernel, load, store) in [
        (
            &vectors::axpy4::SOURCE,
            "ld.global.nc.v4.u32",
            "st.global.v4.f32",
        ),
        (
            &vectors::lanes::SOURCE,
            "ld.global.nc.v4.u32",
            "st.global.v4.u32",
        ),
        (
            &vectors::halves::SOURCE,
            "ld.global.nc.v4.u32",
            "st.global.v2.f64",
        ),
    ] {
        let ptx = compiler
            .ptx(kernel, 90)
            .unwrap_or_else(|error| panic!("{}: {error}", kernel.name));
        assert!(
            ptx.contains(load) && ptx.contains(store),
            "{}: no {load} or no {store} in\n{ptx}",
            kernel.name
        );
    }
}

/// Tiles of 2^62 rows (or columns): a block's tile would start past 2^64
/// cells and wrap onto another block's.
mod wrapping_views {
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn transposed_rows(
        block: ThisBlock,
        #[len(1024)] out: Output<u32, Coalesced<Transposed<Tiles<4611686018427387904, 1, 1>>>>,
    ) {
        let mine = block
            .tiles::<4611686018427387904, 1, 1>()
            .transposed()
            .coalesced();
        if let Some(cell) = mine.cell(0u32) {
            out[cell] = block.index().get();
        }
    }

    #[kernel]
    pub fn layers_of_2_to_the_64(
        block: ThisBlock,
        #[len(1024)] out: Output<u32, ByPosition<4294967296, 4294967296>>,
    ) {
        if let Some(cell) = block.cell_3d::<4294967296, 4294967296>() {
            out[cell] = block.thread_index();
        }
    }

    #[kernel]
    pub fn transposed_columns(
        block: ThisBlock,
        #[len(1024)] out: Output<u32, Coalesced<Transposed<Tiles<1, 4611686018427387904, 1024>>>>,
    ) {
        let mine = block
            .tiles::<1, 4611686018427387904, 1024>()
            .transposed()
            .coalesced();
        if let Some(cell) = mine.cell(0u32) {
            out[cell] = block.index().get();
        }
    }
}

/// A transposed tile asserts what its tiles do (red team, views round 4:
/// tiles of 2^62 rows, transposed, passed NVRTC, and block 4 owned block
/// 0's cells), and a layer of `cell_3d` is at most 2^32 cells without a
/// product that wraps (round 5: 2^32 × 2^32 passed as 0, and every layer
/// wrote layer 0): NVRTC stops each, naming the bound.
fn views_whose_maps_would_wrap_fail_in_nvrtc() {
    let compiler = Compiler::with_cache_dir(None).expect("NVRTC and the headers");
    for (kernel, bound) in [
        (
            &wrapping_views::transposed_rows::SOURCE,
            "tiles: 1 to 2^31 rows and columns a tile",
        ),
        (
            &wrapping_views::transposed_columns::SOURCE,
            "tiles: 1 to 2^31 rows and columns a tile",
        ),
        (
            &wrapping_views::layers_of_2_to_the_64::SOURCE,
            "cell_3d: a layer of at most 2^32 cells",
        ),
    ] {
        let error = compiler
            .ptx(kernel, 90)
            .expect_err("a map that wraps compiled");
        assert!(
            error.to_string().contains(bound),
            "{}: {error}",
            kernel.name
        );
    }
}
