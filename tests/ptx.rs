//! Tier 3: every lesson kernel compiles through NVRTC for sm_90 on the CPU, and
//! its synchronization instructions are exactly the expected ones.
//!
//! Needs NVRTC and the libcu++ headers. Without them every test reports
//! `ignored`, unless `CUDA_SYNC_REQUIRE_NVRTC=1` (set by the test script CI
//! runs), where they fail.

mod common;

#[path = "../ui-tests/pass/kernels/float_sign_operations.rs"]
#[allow(dead_code)]
mod float_signs;

use std::process::ExitCode;

use cuda_sync::launch::{Compiler, KernelSource, Shape};
use cuda_sync::LaunchSize;
use cuda_sync::RawKernel;
use cuda_sync_lessons::{day14, day27};

const TESTS: &[common::Test] = &[
    (
        "tally_is_one_relaxed_device_scope_add_and_no_fence",
        tally_is_one_relaxed_device_scope_add_and_no_fence,
    ),
    (
        "acq_rel_kernel_has_one_acq_rel_ticket_and_no_fence",
        acq_rel_kernel_has_one_acq_rel_ticket_and_no_fence,
    ),
    (
        "fenced_kernel_has_release_fence_before_and_acquire_fence_after_the_ticket",
        fenced_kernel_has_release_fence_before_and_acquire_fence_after_the_ticket,
    ),
    (
        "synced_tile_kernels_have_the_barrier_between_the_write_and_the_read",
        synced_tile_kernels_have_the_barrier_between_the_write_and_the_read,
    ),
    (
        "raw_tile_kernels_compile_with_the_barrier_missing_or_misplaced",
        raw_tile_kernels_compile_with_the_barrier_missing_or_misplaced,
    ),
    (
        "raw_day27_kernels_compile_with_the_fence_missing_or_misplaced",
        raw_day27_kernels_compile_with_the_fence_missing_or_misplaced,
    ),
    (
        "message_passing_emits_release_stores_and_acquire_loads",
        message_passing_emits_release_stores_and_acquire_loads,
    ),
    (
        "grid_barrier_is_an_acq_rel_arrival_and_an_acquire_wait",
        grid_barrier_is_an_acq_rel_arrival_and_an_acquire_wait,
    ),
    (
        "compaction_counts_with_one_relaxed_device_add_and_no_fence",
        compaction_counts_with_one_relaxed_device_add_and_no_fence,
    ),
    (
        "warp_scope_uses_shuffles_and_warp_barriers_only",
        warp_scope_uses_shuffles_and_warp_barriers_only,
    ),
    (
        "host_publish_fences_and_stores_at_system_scope",
        host_publish_fences_and_stores_at_system_scope,
    ),
    (
        "ring_queue_claims_relaxed_and_hands_slots_over_with_release_and_acquire",
        ring_queue_claims_relaxed_and_hands_slots_over_with_release_and_acquire,
    ),
    (
        "fenced_channel_stores_the_payload_then_fences_then_sets_the_flag",
        fenced_channel_stores_the_payload_then_fences_then_sets_the_flag,
    ),
    (
        "litmus_variants_emit_what_their_kernels_emit",
        litmus_variants_emit_what_their_kernels_emit,
    ),
    (
        "scan_synchronizes_exactly_as_its_hand_written_twin",
        scan_synchronizes_exactly_as_its_hand_written_twin,
    ),
    (
        "a_block_shape_known_when_compiled_folds_the_tiles_checks",
        a_block_shape_known_when_compiled_folds_the_tiles_checks,
    ),
    (
        "float_sign_operations_are_operations_on_the_bits",
        float_sign_operations_are_operations_on_the_bits,
    ),
    (
        "bitonic_sort_stages_are_the_hand_written_stages",
        bitonic_sort_stages_are_the_hand_written_stages,
    ),
    (
        "a_negated_index_keeps_its_check",
        a_negated_index_keeps_its_check,
    ),
    (
        "sgemm_keeps_its_sums_in_registers_as_by_hand",
        sgemm_keeps_its_sums_in_registers_as_by_hand,
    ),
];

fn main() -> ExitCode {
    common::run(
        TESTS,
        Compiler::with_cache_dir(None).map(drop),
        "CUDA_SYNC_REQUIRE_NVRTC",
    )
}

fn compiler() -> Compiler {
    Compiler::with_cache_dir(None).expect("NVRTC and the headers")
}

/// The synchronization instructions of a kernel's PTX, in order.
fn sync_instructions(kernel: &KernelSource) -> Vec<String> {
    let ptx = compiler()
        .ptx(kernel, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    cuda_sync_lessons::ptx::sync_instructions(&ptx)
}

fn tally_is_one_relaxed_device_scope_add_and_no_fence() {
    let found = sync_instructions(&day27::tally_blocks_device_scope::SOURCE);
    assert_eq!(found, ["atom.add.relaxed.gpu.u32"], "{found:?}");
}

fn acq_rel_kernel_has_one_acq_rel_ticket_and_no_fence() {
    let found = sync_instructions(&day27::sum_last_block_acq_rel::SOURCE);
    let atomics: Vec<&String> = found.iter().filter(|i| i.starts_with("atom")).collect();
    assert_eq!(atomics, ["atom.add.acq_rel.gpu.u32"], "{found:?}");
    assert!(
        !found
            .iter()
            .any(|i| i.starts_with("fence") || i.starts_with("membar")),
        "{found:?}"
    );
}

fn fenced_kernel_has_release_fence_before_and_acquire_fence_after_the_ticket() {
    let found = sync_instructions(&day27::sum_last_block_fenced::SOURCE);
    let around_ticket: Vec<&str> = found
        .iter()
        .map(String::as_str)
        .filter(|i| i.starts_with("atom") || i.starts_with("fence") || i.starts_with("membar"))
        .collect();
    assert_eq!(
        around_ticket,
        [
            "fence.acq_rel.gpu",
            "atom.add.relaxed.gpu.u32",
            "fence.acq_rel.gpu"
        ],
        "{found:?}"
    );
}

/// Shared-memory stores, loads and barriers of a PTX, in order.
fn tile_accesses(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|op| {
            op.starts_with("st.shared") || op.starts_with("ld.shared") || op.starts_with("bar.")
        })
        .map(str::to_string)
        .collect()
}

fn typed_tile_accesses(kernel: &KernelSource) -> Vec<String> {
    tile_accesses(
        &compiler()
            .ptx(kernel, 90)
            .unwrap_or_else(|error| panic!("{error}")),
    )
}

/// The PTX of one raw kernel's entry point (its module holds the lesson's others too).
fn raw_entry(compiler: &Compiler, kernel: &RawKernel) -> String {
    let ptx = compiler
        .raw_ptx(kernel, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    cuda_sync_lessons::ptx::entry(&ptx, kernel.name)
        .unwrap_or_else(|| panic!("no entry {}", kernel.name))
        .to_string()
}

fn raw_tile_accesses(kernel: &RawKernel) -> Vec<String> {
    tile_accesses(&raw_entry(&compiler(), kernel))
}

fn synced_tile_kernels_have_the_barrier_between_the_write_and_the_read() {
    for kernel in [
        &day14::reverse_tile_synced::SOURCE,
        &day14::reverse_tile_prefix::SOURCE,
    ] {
        let found = typed_tile_accesses(kernel);
        assert_eq!(
            found,
            ["st.shared.f32", "bar.sync", "ld.shared.f32"],
            "{}",
            kernel.name
        );
    }
}

fn raw_tile_kernels_compile_with_the_barrier_missing_or_misplaced() {
    let racy = raw_tile_accesses(&day14::REVERSE_TILE_RACY);
    assert_eq!(racy, ["st.shared.f32", "ld.shared.f32"]);
    let below = raw_tile_accesses(&day14::REVERSE_TILE_BARRIER_BELOW);
    assert_eq!(below, ["st.shared.f32", "ld.shared.f32", "bar.sync"]);
}

fn raw_day27_kernels_compile_with_the_fence_missing_or_misplaced() {
    let compiler = compiler();
    let sync = |kernel: &RawKernel| {
        cuda_sync_lessons::ptx::sync_instructions(&raw_entry(&compiler, kernel))
            .into_iter()
            .filter(|i| i.starts_with("atom") || i.starts_with("membar") || i.starts_with("fence"))
            .collect::<Vec<_>>()
    };
    assert_eq!(sync(&day27::SUM_LAST_BLOCK_RACY), ["atom.global.add.u32"]);
    assert_eq!(
        sync(&day27::SUM_LAST_BLOCK_FENCE_BELOW),
        ["atom.global.add.u32", "membar.gl"]
    );
    assert_eq!(
        sync(&day27::TALLY_BLOCKS_BLOCK_SCOPE),
        ["atom.global.cta.add.u32"]
    );
}

/// The atomics, fences and strong loads and stores of a kernel, in order.
fn memory_order_instructions(kernel: &KernelSource) -> Vec<String> {
    sync_instructions(kernel)
        .into_iter()
        .filter(|i| !i.starts_with("bar."))
        .collect()
}

fn message_passing_emits_release_stores_and_acquire_loads() {
    use cuda_sync_lessons::message_passing::{pass_messages_fenced, pass_messages_release_acquire};
    let found = memory_order_instructions(&pass_messages_release_acquire::SOURCE);
    assert!(
        found.iter().any(|i| i.starts_with("st.release.gpu")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|i| i.starts_with("ld.acquire.gpu")),
        "{found:?}"
    );
    assert!(
        !found
            .iter()
            .any(|i| i.starts_with("fence") || i.starts_with("membar")),
        "{found:?}"
    );
    let found = memory_order_instructions(&pass_messages_fenced::SOURCE);
    let store = found
        .iter()
        .position(|i| i.starts_with("st.relaxed.gpu"))
        .expect("a relaxed flag store");
    let load = found
        .iter()
        .rposition(|i| i.starts_with("ld.relaxed.gpu"))
        .expect("a relaxed flag load");
    assert_eq!(
        found[store - 1],
        "fence.acq_rel.gpu",
        "release fence before the flag store: {found:?}"
    );
    assert_eq!(
        found[load + 1],
        "fence.acq_rel.gpu",
        "acquire fence after the flag load: {found:?}"
    );
}

fn grid_barrier_is_an_acq_rel_arrival_and_an_acquire_wait() {
    let found =
        memory_order_instructions(&cuda_sync_lessons::grid_sync::mirror_across_the_grid::SOURCE);
    assert!(
        found.iter().any(|i| i == "atom.add.acq_rel.gpu.u32"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|i| i.starts_with("st.release.gpu")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|i| i.starts_with("ld.acquire.gpu")),
        "{found:?}"
    );
}

fn compaction_counts_with_one_relaxed_device_add_and_no_fence() {
    let found = memory_order_instructions(&cuda_sync_lessons::compaction::keep_above::SOURCE);
    assert_eq!(found, ["atom.add.relaxed.gpu.u64"], "{found:?}");
}

fn warp_scope_uses_shuffles_and_warp_barriers_only() {
    use cuda_sync_lessons::warp_scope::{rotate_within_warps, warp_sums};
    let compiler = compiler();
    let sums = compiler
        .ptx(&warp_sums::SOURCE, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(sums.contains("shfl.sync"), "warp_sums shuffles");
    assert!(
        !sums.contains("bar.sync") && !sums.contains(".shared"),
        "warp_sums needs no block barrier or shared memory"
    );
    let found = typed_tile_accesses(&rotate_within_warps::SOURCE);
    assert_eq!(found, ["st.shared.u32", "bar.warp.sync", "ld.shared.u32"]);
}

fn host_publish_fences_and_stores_at_system_scope() {
    let found =
        memory_order_instructions(&cuda_sync_lessons::host_publish::publish_to_host::SOURCE);
    // The loop may be unrolled: every flag store comes right after its own
    // system-scope fence, and every write after the relaxed look at its flag
    // that refuses a slot written again after its signal (a device check).
    assert!(
        !found.is_empty() && found.len().is_multiple_of(3),
        "{found:?}"
    );
    for write in found.chunks(3) {
        assert_eq!(
            write,
            [
                "ld.relaxed.sys.b32",
                "fence.acq_rel.sys",
                "st.relaxed.sys.b32"
            ],
            "{found:?}"
        );
    }
}

fn ring_queue_claims_relaxed_and_hands_slots_over_with_release_and_acquire() {
    let found = memory_order_instructions(&cuda_sync_lessons::ring_queue::ring_queue::SOURCE);
    assert!(
        found.iter().any(|i| i == "atom.add.relaxed.gpu.u64"),
        "claims: {found:?}"
    );
    assert!(
        found
            .iter()
            .filter(|i| i.starts_with("st.release.gpu"))
            .count()
            >= 2,
        "publish and free: {found:?}"
    );
    assert!(
        found
            .iter()
            .filter(|i| i.starts_with("ld.acquire.gpu"))
            .count()
            >= 2,
        "room and item: {found:?}"
    );
    assert!(
        !found.iter().any(|i| i.starts_with("atom.cas")),
        "no compare-exchange loop: {found:?}"
    );
}

/// A channel's store is made by its signal, after any store the thread made
/// since: the payload store, then the release fence, then the relaxed flag
/// store, in that order (`cpp/include/cuda_sync/message.cuh`: `Slot`).
fn fenced_channel_stores_the_payload_then_fences_then_sets_the_flag() {
    use cuda_sync_lessons::message_passing::pass_messages_fenced;
    let compiler = compiler();
    let ptx = compiler
        .ptx(&pass_messages_fenced::SOURCE, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    let ops: Vec<String> = ptx
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(|op| cuda_sync_lessons::ptx::semantics_first(op.trim_end_matches(';')))
        .collect();
    let at = |wanted: &dyn Fn(&str) -> bool| ops.iter().position(|op| wanted(op));
    let payload = at(&|op| op.starts_with("st.global.f32")).expect("the payload store");
    let fence = at(&|op| op.starts_with("fence.acq_rel.gpu")).expect("the release fence");
    let flag = at(&|op| op.starts_with("st.relaxed.gpu")).expect("the flag store");
    assert!(payload < fence && fence < flag, "{ops:?}");
}

/// The synchronization of one litmus kernel after its start barrier (one
/// relaxed add, then relaxed loads); the stress loops use volatile accesses,
/// which are not synchronization.
fn litmus_play(ptx: &str, kernel: &str) -> Vec<String> {
    let entry =
        cuda_sync_lessons::ptx::entry(ptx, kernel).unwrap_or_else(|| panic!("no entry {kernel}"));
    let found = cuda_sync_lessons::ptx::sync_instructions(entry);
    assert_eq!(
        found[..2],
        ["atom.add.relaxed.gpu.u32", "ld.relaxed.gpu.b32"],
        "{kernel}: the start barrier"
    );
    found[2..].to_vec()
}

fn litmus_variants_emit_what_their_kernels_emit() {
    let compiler = compiler();
    let ptx = compiler
        .raw_ptx(&cuda_sync_lessons::litmus::run::LITMUS, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    let expected: &[(&str, &[&str])] = &[
        // The same tickets as sum_last_block_acq_rel and sum_last_block_fenced.
        ("day27_acq_rel", &["atom.add.acq_rel.gpu.u32"]),
        (
            "day27_fenced",
            &[
                "fence.acq_rel.gpu",
                "atom.add.relaxed.gpu.u32",
                "fence.acq_rel.gpu",
            ],
        ),
        // The lesson's atomicAdd, with __threadfence() nowhere, below, above.
        ("day27_racy", &["atom.global.add.u32"]),
        ("day27_fence_below", &["atom.global.add.u32", "membar.gl"]),
        (
            "day27_fence_no_acquire",
            &["membar.gl", "atom.global.add.u32"],
        ),
        ("tile_no_barrier", &[]),
        ("tile_barrier", &["bar.sync", "bar.sync"]),
        // A Channel<_, Released>: release store of the flag, acquire load.
        (
            "flag_channel",
            &["st.release.gpu.b32", "ld.acquire.gpu.b32"],
        ),
        // A HostChannel's fence is the system's; the lesson's pitfall is the device's.
        (
            "host_publish_system_fence",
            &["fence.acq_rel.sys", "st.relaxed.sys.b32"],
        ),
        (
            "host_publish_device_fence",
            &["membar.gl", "st.relaxed.sys.b32"],
        ),
        (
            "flag_no_consumer_fence",
            &["membar.gl", "atom.global.exch.b32", "atom.global.add.u32"],
        ),
        (
            "mp_release_acquire",
            &[
                "st.relaxed.gpu.b32",
                "st.release.gpu.b32",
                "ld.acquire.gpu.b32",
                "ld.relaxed.gpu.b32",
            ],
        ),
        (
            "sb_seq_cst",
            &[
                "fence.sc.gpu",
                "st.relaxed.gpu.b32",
                "fence.sc.gpu",
                "ld.acquire.gpu.b32",
            ],
        ),
    ];
    for (kernel, want) in expected {
        assert_eq!(litmus_play(&ptx, kernel), *want, "{kernel}");
    }
    for shape in cuda_sync_lessons::litmus::SHAPES {
        for variant in shape.variants {
            for suffix in ["", "_gather", "_seats"] {
                let name = format!("{}{suffix}", variant.kernel);
                assert!(
                    cuda_sync_lessons::ptx::entry(&ptx, &name).is_some(),
                    "no entry {name}"
                );
            }
        }
    }
}

/// The decoupled look-back: a relaxed ticket (and the next generation's), the
/// tile scan's barrier, the aggregate's store, the look-back's acquire load
/// (twice: once, and again in the loop while the flag is not set), the
/// prefix's store, the broadcast's two barriers (a 4-byte value travels
/// in its flag's word, stored relaxed; an 8-byte one beside it, an atomic
/// under the flag's release and acquire); the same
/// instructions in the same order as the hand-written kernel, for the
/// inclusive and the exclusive scan.
fn scan_synchronizes_exactly_as_its_hand_written_twin() {
    use cuda_sync_lessons::scan::{prefix_sum, PREFIX_SUM_I32_HANDWRITTEN};
    let expected = |store: &'static str| {
        [
            "atom.add.relaxed.gpu.u64",
            "atom.add.relaxed.gpu.u64",
            "bar.sync",
            "bar.sync",
            store,
            "ld.acquire.gpu.b64",
            "ld.acquire.gpu.b64",
            store,
            "bar.sync",
            "bar.sync",
        ]
    };
    // An 8-byte value: a relaxed store of the value, then the flag's release;
    // the look-back's acquire of the flag, then a relaxed load of the value.
    assert_eq!(
        sync_instructions(prefix_sum::source::<u64>()),
        [
            "atom.add.relaxed.gpu.u64",
            "atom.add.relaxed.gpu.u64",
            "bar.sync",
            "bar.sync",
            "st.relaxed.gpu.b64",
            "st.release.gpu.b64",
            "ld.acquire.gpu.b64",
            "ld.acquire.gpu.b64",
            "ld.relaxed.gpu.b64",
            "st.relaxed.gpu.b64",
            "st.release.gpu.b64",
            "bar.sync",
            "bar.sync",
        ]
    );
    let typed = sync_instructions(prefix_sum::source::<i32>());
    let by_hand = cuda_sync_lessons::ptx::sync_instructions(&raw_entry(
        &compiler(),
        &PREFIX_SUM_I32_HANDWRITTEN,
    ));
    assert_eq!(typed, expected("st.relaxed.gpu.b64"));
    assert_eq!(typed, by_hand);
}

/// A kernel compiled for one block shape (`Shape::of` its launch) takes the
/// block's threads as constants: the transpose's 32 × 8 blocks fill its tile
/// of rows of 33 by a block-stride fill (`write_strided_2d`) and store their
/// mirrored tile through the `coalesced()` view, so the checks of the tile's
/// places and of the view's cells fold away. The checks of the input's and
/// the output's lengths remain (one each, shared by the four cells). After
/// the barrier, each of the four stored cells has two branches, as the
/// loads do: one guard (the view's edge and the kernel's own test, merged)
/// and the output's length.
fn a_block_shape_known_when_compiled_folds_the_tiles_checks() {
    let compiler = compiler();
    let kernel = cuda_sync_lessons::everyday::transpose::source::<1024, 1024>();
    let ptx = |shape| {
        compiler
            .ptx_for(kernel, 90, shape)
            .unwrap_or_else(|error| panic!("{error}"))
    };
    let blocks_of_32_by_8 = LaunchSize::new_2d([32, 32], [32, 8]);
    let (any, known) = (ptx(Shape::ANY), ptx(Shape::of(blocks_of_32_by_8)));
    let traps = |ptx: &str| ptx.matches("trap;").count();
    assert_eq!(
        (traps(&any), traps(&known)),
        (3, 2),
        "checks left: any block {}, 32 × 8 blocks {}",
        traps(&any),
        traps(&known)
    );
    let after_the_barrier = known.split("bar.sync").nth(1).expect("the barrier");
    let stores = after_the_barrier.split("ret;").next().expect("the return");
    let tests = stores
        .lines()
        .filter(|line| line.trim_start().starts_with('@') && line.contains(" bra"))
        .count();
    assert_eq!(tests, 8, "tests of the four stored cells: {tests}");
}

/// `-x`, `abs` and `copysign` on `f32` and `f64` are integer operations on
/// the bits (a NaN keeps its payload, as in Rust), never PTX's `neg` or
/// `abs`, which may give any NaN for a NaN.
fn float_sign_operations_are_operations_on_the_bits() {
    let ptx = compiler()
        .ptx(&float_signs::signs::SOURCE, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    for float_op in ["neg.f32", "abs.f32", "neg.f64", "abs.f64"] {
        assert!(!ptx.contains(float_op), "{float_op} in\n{ptx}");
    }
    for bit_op in ["xor.b32", "and.b32", "xor.b64", "and.b64"] {
        assert!(ptx.contains(bit_op), "no {bit_op} in\n{ptx}");
    }
}

/// The bitonic sort's in-place stages (`Tile::pairs`), unrolled, touch
/// shared memory and synchronize as its hand-written twin does: the fill, a
/// barrier, then 55 stages of two loads, two stores and one barrier. Compiled
/// for its blocks of 512 threads, each stage's stride is a constant, so the
/// pairs' checks of the stride and of the block fold away, as does the
/// fill's (behind `i < n`): one check is left, the output's length at the
/// second store.
fn bitonic_sort_stages_are_the_hand_written_stages() {
    use cuda_sync_lessons::everyday::{bitonic_sort, BITONIC_SORT_HANDWRITTEN};
    let compiler = compiler();
    let typed = compiler
        .ptx_for(
            &bitonic_sort::SOURCE,
            90,
            Shape::of(LaunchSize::new(64, 512)),
        )
        .unwrap_or_else(|error| panic!("{error}"));
    let by_hand = raw_entry(&compiler, &BITONIC_SORT_HANDWRITTEN);
    let (typed_ops, hand_ops) = (tile_accesses(&typed), tile_accesses(&by_hand));
    assert_eq!(typed_ops, hand_ops);
    assert_eq!(typed_ops.iter().filter(|op| *op == "bar.sync").count(), 56);
    assert_eq!(typed.matches("trap;").count(), 1, "checks left in the sort");
}

/// `-a` wraps, as Rust's does, so `table[(a % 1000) as u64]` after `if a <
/// 0 { a = -a; }` keeps its check: for `a = i32::MIN` the remainder is
/// negative. Where `-a` was C++'s (undefined at `i32::MIN`), NVRTC took it
/// for positive, computed an unsigned remainder and loaded with no compare.
fn a_negated_index_keeps_its_check() {
    #[path = "../ui-tests/pass/kernels/rust_integer_and_cast_meaning.rs"]
    #[allow(dead_code)]
    mod rust_meaning;
    let ptx = compiler()
        .ptx(&rust_meaning::mirrored::SOURCE, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    // The output's check, and the table's.
    assert_eq!(ptx.matches("trap;").count(), 2, "{ptx}");
}

/// The register-blocked SGEMMs, compiled for their blocks of 256 threads,
/// two barriers a step and pipelined through a double tile, are each the
/// hand-written design instruction for instruction where it counts: the
/// same fused multiply-adds, shared loads (16-byte ones for `a`) and
/// barriers, and no local memory (the 64 sums stay in registers).
fn sgemm_keeps_its_sums_in_registers_as_by_hand() {
    use cuda_sync_lessons::everyday::{
        sgemm, sgemm_pipelined, SGEMM_HANDWRITTEN_4096, SGEMM_PIPELINED_HANDWRITTEN_4096,
    };
    let compiler = compiler();
    let shape = Shape::of(LaunchSize::new_2d([32, 32], [256, 1]));
    let count = |ptx: &str, op: &str| {
        ptx.lines()
            .filter(|line| {
                line.split_whitespace()
                    .next()
                    .is_some_and(|first| first.starts_with(op))
            })
            .count()
    };
    for (source, by_hand) in [
        (sgemm::source::<1024>(), &SGEMM_HANDWRITTEN_4096),
        (
            sgemm_pipelined::source::<1024>(),
            &SGEMM_PIPELINED_HANDWRITTEN_4096,
        ),
    ] {
        let typed = compiler
            .ptx_for(source, 90, shape)
            .unwrap_or_else(|error| panic!("{error}"));
        let by_hand = raw_entry(&compiler, by_hand);
        for op in [
            "fma.rn.f32",
            "ld.shared.v4.f32",
            "ld.shared.f32",
            "bar.sync",
            "ld.local",
            "st.local",
        ] {
            assert_eq!(count(&typed, op), count(&by_hand, op), "`{op}`");
        }
        assert_eq!(count(&typed, "ld.local") + count(&typed, "st.local"), 0);
    }
}
