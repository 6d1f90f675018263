//! Tier 3: every lesson kernel compiles through NVRTC for sm_90 on the CPU, and
//! its synchronization instructions are exactly the expected ones.
//!
//! Needs NVRTC and the libcu++ headers. Without them the tests print why and
//! pass, unless `CUDA_SYNC_REQUIRE_NVRTC=1` (set by the test script CI runs),
//! where they fail.

use cuda_sync::launch::{Compiler, KernelSource};
use cuda_sync_lessons::day27;

fn compiler() -> Option<Compiler> {
    match Compiler::with_cache_dir(None) {
        Ok(compiler) => Some(compiler),
        Err(error) if std::env::var_os("CUDA_SYNC_REQUIRE_NVRTC").is_some() => {
            panic!("CUDA_SYNC_REQUIRE_NVRTC is set but NVRTC is unusable: {error}")
        }
        Err(error) => {
            eprintln!("skipping PTX test: {error}");
            None
        }
    }
}

/// The synchronization instructions of a kernel's PTX, in order.
fn sync_instructions(kernel: &KernelSource) -> Option<Vec<String>> {
    let ptx = compiler()?
        .ptx(kernel, 90)
        .unwrap_or_else(|error| panic!("{error}"));
    Some(cuda_sync_lessons::ptx::sync_instructions(&ptx))
}

#[test]
fn tally_is_one_relaxed_device_scope_add_and_no_fence() {
    let Some(found) = sync_instructions(&day27::tally_blocks_device_scope::SOURCE) else {
        return;
    };
    assert_eq!(found, ["atom.add.relaxed.gpu.u32"], "{found:?}");
}

#[test]
fn acq_rel_kernel_has_one_acq_rel_ticket_and_no_fence() {
    let Some(found) = sync_instructions(&day27::sum_last_block_acq_rel::SOURCE) else {
        return;
    };
    let atomics: Vec<&String> = found.iter().filter(|i| i.starts_with("atom")).collect();
    assert_eq!(atomics, ["atom.add.acq_rel.gpu.u32"], "{found:?}");
    assert!(
        !found
            .iter()
            .any(|i| i.starts_with("fence") || i.starts_with("membar")),
        "{found:?}"
    );
}

#[test]
fn fenced_kernel_has_release_fence_before_and_acquire_fence_after_the_ticket() {
    let Some(found) = sync_instructions(&day27::sum_last_block_fenced::SOURCE) else {
        return;
    };
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
