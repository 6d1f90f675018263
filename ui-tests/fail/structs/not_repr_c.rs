//! Rust may reorder the fields of a struct without `#[repr(C)]`; the GPU
//! reads them in C's order. A kernel argument is `#[repr(C)]`.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
pub struct Window {
    pub flag: bool,
    pub start: u64,
    pub len: u32,
}

fn main() {}
