//! Red team round 75: `f32::from_bits` is the C++'s `math::from_bits<float>`
//! whatever rustc resolves `f32` to. With `f64` imported as `f32`, rustc
//! checked a 64-bit cast the GPU did not run; with a module `f32` of the
//! user's in scope, rustc checked that module's `from_bits` (3 became 3000),
//! while the GPU cast the bits (3 became a float of 4.2e-45). Both are
//! refused: the name must be the scalar type, and the function its own.
#![allow(non_camel_case_types)]

pub mod aliased {
    use core::primitive::f64 as f32;
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn wide_bits(block: ThisBlock, bits: u64, #[len(blocks * threads)] out: &mut [u64]) {
        let d = f32::from_bits(bits.get());
        out[block.global_index()] = d.to_bits();
    }
}

pub mod f32 {
    /// Not a bit cast.
    pub fn from_bits(x: u32) -> u32 {
        x * 1000
    }
}

pub mod shadowed {
    use super::*;
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn module_bits(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
        let d = f32::from_bits(3u32);
        out[block.global_index()] = d % 7u32;
    }
}

fn main() {}
