//! Compiles the day-27 kernels ahead of time for sm_90 (with PTX for later
//! GPUs), with nvcc where `cc` finds one and NVRTC otherwise.

use cuda_sync_lessons::day27;

fn main() {
    cuda_sync::aot::Build::new()
        .arch(90)
        .kernel(&day27::sum_last_block_acq_rel::SOURCE)
        .kernel(&day27::sum_last_block_fenced::SOURCE)
        .compile("day27")
        .unwrap_or_else(|error| panic!("{error}"));
}
