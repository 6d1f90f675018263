//! Red team, round 34: `Float` has no `BITS`, so rustc takes `T::BITS` from
//! this trait, typed as an owned index; the C++ reads the shim's limit, the
//! same cell for every thread, which all of them store to (rules N1, O1).
use cuda_sync::prelude::*;

pub trait Bits {
    const BITS: Own<ByThread>;
}
impl<T: Float> Bits for T {
    const BITS: Own<ByThread> = panic!("the Rust copy never runs");
}

#[kernel]
pub fn k<T: Float>(block: ThisBlock, #[len(threads)] x: &[T], #[len(threads)] out: &mut [T]) {
    out[T::BITS] = x[block.global_index()];
}

fn main() {}
