//! A struct argument is the value the launch passed, the same in every
//! thread: the kernel reads its fields and never assigns one.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Window {
    pub start: u64,
    pub len: u64,
}

#[kernel]
pub fn shift(block: ThisBlock, window: Window, #[len(blocks * threads)] out: &mut [u64]) {
    window.start = 0u64;
    out[block.global_index()] = window.start.get();
}

fn main() {}
