//! Rust takes names with letters outside ASCII (`café`); the kernel's C++
//! spells each name as it is, and NVRTC reads names in ASCII only, so it
//! would refuse the kernel at its first launch. Each such name is refused:
//! a variable, a constant, a kernel, a device function, a struct's field.
use cuda_sync::prelude::*;

pub const LÍMITE: u32 = 7;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Params {
    pub escala: u32,
    pub año: u32,
}

#[device]
pub fn doblé(x: u32) -> u32 {
    x * 2u32
}

#[kernel]
pub fn cálculo(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let café = 1u32;
    out[block.global_index()] = café + LÍMITE;
}

fn main() {}
