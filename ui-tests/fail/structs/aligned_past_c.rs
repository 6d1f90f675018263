//! `align(16)` moves the struct's size past C's, which the kernel's C++
//! struct keeps: a kernel argument is `#[repr(C)]` and nothing more.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C, align(16))]
pub struct Window {
    pub start: u64,
}

fn main() {}
