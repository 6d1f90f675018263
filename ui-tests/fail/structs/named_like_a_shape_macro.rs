//! Red team round 48: the C++ of a launch shape defines `CUDA_SYNC_WHOLE_WARPS`
//! and its kin as macros, which would erase a struct (or a kernel) of that
//! name from the C++ of that shape only. Such names are refused.
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
