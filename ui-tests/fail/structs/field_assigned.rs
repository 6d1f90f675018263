//! A struct argument is the value the launch passed, the same in every
//! thread: the kernel reads its fields and never assigns one, with `=` or
//! with `+=` (red team round 73: `+=` got rustc's "invalid left-hand side").
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
    window.len += block.global_index();
    out[block.global_index()] = window.start.get();
}

fn main() {}
