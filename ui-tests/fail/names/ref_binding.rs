//! Red team, round 36: `let ref mut b = block;` is a reference without an
//! `&`: rustc took `b.sync_threads()` from a user trait on `&mut ThisBlock`,
//! with no uniform-flow bound, while the C++ called `__syncthreads()` in a
//! grid-stride loop that threads leave at different times (rules N1, U2).
use cuda_sync::prelude::*;

pub trait AnyFlow {
    fn sync_threads<F>(self, flow: &F) -> Barrier;
}
impl AnyFlow for &mut ThisBlock {
    fn sync_threads<F>(self, _flow: &F) -> Barrier {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
    let mut whole: ThisBlock = block;
    for i in block.grid_stride(n) {
        let ref mut b = whole;
        b.sync_threads();
        out[i] = input[i];
    }
}

fn main() {}
