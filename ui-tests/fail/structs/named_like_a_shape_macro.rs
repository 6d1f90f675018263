//! Red team round 48: the C++ of a launch shape defines macros named
//! `CUDA_SYNC_*` (then `CUDA_SYNC_WHOLE_WARPS`, now `CUDA_SYNC_BLOCK_X`), which
//! would erase a struct (or a kernel) of that name from that C++. Refused.
use cuda_sync::prelude::*;

#[allow(non_camel_case_types)]
#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct CUDA_SYNC_WHOLE_WARPS {
    pub n: u32,
}

#[kernel]
#[allow(non_snake_case)]
pub fn CUDA_SYNC_FLAT_GRID(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 1u32;
}

fn main() {}
