//! A struct argument spelled under another name (`use real::A as B`, `type
//! Pair = real::B`) is the struct rustc resolved, in the C++ too: the kernel
//! names each by the name it was defined with, so `p.x` reads `A`'s `x`
//! although a struct `B` of swapped fields is in the same translation unit
//! (a struct renamed as a cuda-sync type, `F32x4`, is refused: rule N1,
//! `fail/names/struct_renamed_as_a_vector.rs`).
use cuda_sync::prelude::*;

pub mod real {
    use cuda_sync::prelude::*;

    #[derive(Clone, Copy, KernelArg)]
    #[repr(C)]
    pub struct A {
        pub x: u32,
        pub y: f32,
    }

    #[derive(Clone, Copy, KernelArg)]
    #[repr(C)]
    pub struct B {
        pub y: f32,
        pub x: u32,
    }
}

use real::A as B;

/// The other struct, through a `type` alias.
pub type Pair = real::B;

/// `x` of a `Pair`, plain.
#[device]
pub fn x_of(pair: Pair) -> u32 {
    pair.x
}

#[kernel]
pub fn renamed(block: ThisBlock, p: B, r: Pair, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        let pair: Pair = r.get();
        out[i] = p.x.get() * 1000u32 + x_of(pair) + p.y.get() as u32;
    }
}

fn main() {}
