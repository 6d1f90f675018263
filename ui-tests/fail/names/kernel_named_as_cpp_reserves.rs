//! Red team round 73: rustc took kernels named `main` (a kernel cannot be
//! C++'s `main`), `NULL` (a macro), `_Pragma` (C++ reserves names that start
//! with `_` in the global namespace; this one is an operator) and `Uniform`
//! (a type of the shim, which the kernel's body names), and NVRTC refused
//! each. Such names are refused here, each with what it clashes with.
#![allow(non_snake_case)]
use cuda_sync::prelude::*;

pub mod entry {
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn main(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
        out[block.global_index()] = 1u32;
    }
}

#[kernel]
pub fn NULL(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 2u32;
}

#[kernel]
pub fn _Pragma(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 3u32;
}

#[kernel]
pub fn Uniform(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    out[block.global_index()] = 4u32;
}

fn main() {}
