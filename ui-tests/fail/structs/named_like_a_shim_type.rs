//! The kernel's C++ defines a struct of the Rust struct's name beside the
//! shim's types: a struct named like one of them (`Range`, or `Covers`, a
//! variable template there) would name two things there. Rename it.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Range {
    pub start: u64,
    pub end: u64,
}

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Covers {
    pub scale: u32,
}

fn main() {}
