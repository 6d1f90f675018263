//! A struct of one's own renamed as a cuda-sync vector: the C++ of a buffer
//! or a value of that name is the shim's vector, so the name is the crate's
//! alone (rule N1).
use cuda_sync::prelude::*;

mod real {
    use cuda_sync::prelude::*;

    #[derive(Clone, Copy, KernelArg)]
    #[repr(C)]
    pub struct Q {
        pub k: u32,
    }
}

use real::Q as F32x4;

#[kernel]
pub fn renamed(block: ThisBlock, q: F32x4, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        out[i] = q.k.get();
    }
}

fn main() {}
