//! Red team, round 35: a local trait named `Load4` shadowed the prelude's, so
//! rustc took its `load4`, typed as a uniform vector, and the barrier under
//! the vector's sum passed; the C++ called the shim's per-thread `load4`.
//! `load4` is now the prelude trait's by path, so the sum is per-thread and
//! the barrier is refused (rules N1, U2).
use cuda_sync::prelude::*;
use cuda_sync::vector::F32x4;

pub trait Load4 {
    fn load4(&self, quad: u64) -> Uniform<F32x4>;
}
impl Load4 for [f32] {
    fn load4(&self, _quad: u64) -> Uniform<F32x4> {
        unimplemented!()
    }
}
pub trait UniformSum {
    fn sum(self) -> Uniform<f32>;
}
impl UniformSum for Uniform<F32x4> {
    fn sum(self) -> Uniform<f32> {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(4 * blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let me = block.global_index();
    let s = input.load4(me.get()).sum();
    if s > 2.0f32 {
        block.sync_threads();
    }
    out[me] = input[me];
}

fn main() {}
