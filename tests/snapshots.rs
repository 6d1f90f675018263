//! Tier 1: the CUDA C++ every lesson kernel compiles to, kept in
//! `tests/snapshots/`. A change to the translation shows up here as a diff to
//! read. Regenerate with `CUDA_SYNC_BLESS=1 cargo test --test snapshots`.

use cuda_sync::KernelSource;
use cuda_sync_lessons::{
    compaction, day14, day27, grid_sync, host_publish, message_passing, ring_queue, warp_scope,
};

/// The kernel's whole translation unit, as NVRTC gets it: its constants
/// (float literals among them) as their values, its device functions in.
fn check(kernel: &KernelSource) {
    let path = format!(
        "{}/tests/snapshots/{}.cu",
        env!("CARGO_MANIFEST_DIR"),
        kernel.name
    );
    let unit = kernel.translation_unit();
    if std::env::var_os("CUDA_SYNC_BLESS").is_some() {
        std::fs::write(&path, &unit).unwrap();
    }
    let committed = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}; bless to create it"));
    assert_eq!(committed, unit, "{path} differs from the emitted C++");
}

#[test]
fn day27_sum_last_block_acq_rel() {
    check(&day27::sum_last_block_acq_rel::SOURCE);
}

#[test]
fn day27_sum_last_block_fenced() {
    check(&day27::sum_last_block_fenced::SOURCE);
}

#[test]
fn day27_tally_blocks_device_scope() {
    check(&day27::tally_blocks_device_scope::SOURCE);
}

#[test]
fn day14_reverse_tile_synced() {
    check(&day14::reverse_tile_synced::SOURCE);
}

#[test]
fn day14_reverse_tile_prefix() {
    check(&day14::reverse_tile_prefix::SOURCE);
}

#[test]
fn grid_sync_mirror_across_the_grid() {
    check(&grid_sync::mirror_across_the_grid::SOURCE);
}

#[test]
fn message_passing_release_acquire() {
    check(&message_passing::pass_messages_release_acquire::SOURCE);
}

#[test]
fn message_passing_fenced() {
    check(&message_passing::pass_messages_fenced::SOURCE);
}

#[test]
fn compaction_keep_above() {
    check(&compaction::keep_above::SOURCE);
}

#[test]
fn warp_scope_warp_sums() {
    check(&warp_scope::warp_sums::SOURCE);
}

#[test]
fn warp_scope_rotate_within_warps() {
    check(&warp_scope::rotate_within_warps::SOURCE);
}

#[test]
fn host_publish_publish_to_host() {
    check(&host_publish::publish_to_host::SOURCE);
}

#[test]
fn ring_queue_ring_queue() {
    check(&ring_queue::ring_queue::SOURCE);
}
