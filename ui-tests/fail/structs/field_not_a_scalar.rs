//! A kernel argument's fields are scalars, which both languages lay out
//! alike: an array (or a pointer, a `String`) has no field type in the C++.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Filter {
    pub taps: [f32; 4],
    pub gain: f32,
}

fn main() {}
