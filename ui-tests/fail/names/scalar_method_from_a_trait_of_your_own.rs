//! Red team, round 33: `u32` has no `abs` of its own, so rustc takes `t.abs()`
//! from this trait, whose result says "uniform"; the C++ calls the shim's
//! `math::abs`, which is the thread's own value. The barrier under it would
//! be divergent on the GPU (rules N1, U2).
use cuda_sync::prelude::*;

pub trait Forge {
    fn abs(self) -> Uniform<u32>;
}
impl Forge for u32 {
    fn abs(self) -> Uniform<u32> {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let t = block.thread_index();
    let u = t.abs();
    if u < 5u32 {
        block.sync_threads();
    }
    out[block.global_index()] = t;
}

fn main() {}
