//! The shim's `math::limits` has the constants of the scalar types and of a
//! type parameter; a struct's `MAX` would reach the C++ as a name it lacks.
use cuda_sync::prelude::*;

pub struct Limits;
impl Limits {
    pub const MAX: u32 = 7;
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] y: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        y[i] = Limits::MAX;
    }
}

fn main() {}
