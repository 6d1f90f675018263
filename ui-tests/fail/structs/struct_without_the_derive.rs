//! A struct passed to a kernel derives `KernelArg`, which writes its C++
//! twin and checks its layout; without it the kernel knows no such type.
use cuda_sync::prelude::*;

#[derive(Clone, Copy)]
#[repr(C)]
pub struct Window {
    pub start: u64,
    pub len: u64,
}

#[kernel]
pub fn first(block: ThisBlock, window: Window, #[len(blocks * threads)] out: &mut [u64]) {
    out[block.global_index()] = window.start.get();
}

fn main() {}
