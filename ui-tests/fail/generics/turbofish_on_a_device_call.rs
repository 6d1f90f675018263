//! A generic device function is called without `::<..>`: C++ deduces its
//! type from the arguments, as rustc infers it.
use cuda_sync::prelude::*;

#[device]
pub fn twice<T: Scalar>(x: T) -> T {
    x + x
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] x: &[f32], n: u64, #[len(n)] y: &mut [f32]) {
    for i in block.grid_stride(n) {
        y[i] = twice::<f32>(x[i]);
    }
}

fn main() {}
