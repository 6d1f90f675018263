//! A type alias named like a type of the kernel's C++ that Rust does not
//! have: the C++ would read the shim's `Tuple`, whose constructor converts
//! each cell (red team round 54: Rust read 34.5, the GPU computed 27).
use cuda_sync::prelude::*;

pub type Tuple<A, B> = (B, A);

#[kernel]
pub fn swapped(block: ThisBlock, #[len(n)] y: &mut [f32], n: u64) {
    for i in block.grid_stride(n) {
        let t: Tuple<u32, f32> = (2.75f32, 7u32);
        y[i] = t.0 * 10.0f32 + (t.1 as f32);
    }
}

fn main() {}
