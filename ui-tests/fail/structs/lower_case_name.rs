//! The kernel's C++ defines the struct under its Rust name, beside the
//! shim's functions and namespaces (`field`, `math`, `cuda`), which are lower
//! case: a struct argument's name starts with a capital letter.
use cuda_sync::prelude::*;

#[allow(non_camel_case_types)]
#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct field {
    pub start: u64,
}

fn main() {}
