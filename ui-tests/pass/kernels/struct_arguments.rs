//! A `#[repr(C)]` struct of scalars as one kernel argument: its fields are
//! uniform in the kernel (a loop bound, a barrier's condition), and the plain
//! struct (`.get()`) goes to a device function, whose fields are plain.
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Affine {
    pub scale: f32,
    pub offset: f32,
    pub rounds: u32,
    pub clamp: bool,
    pub bias: f64,
}

/// One round of `x · scale + offset`, clamped at 0 if the struct says so.
#[device]
pub fn round(map: Affine, x: f32) -> f32 {
    let mut y = x.mul_add(map.scale, map.offset);
    if map.clamp {
        y = y.max(0.0f32);
    }
    y
}

#[kernel]
pub fn affine(block: ThisBlock, map: Affine, #[len(n)] x: &[f32], n: u64, #[len(n)] y: &mut [f32]) {
    for i in block.grid_stride(n) {
        let mut v = x[i];
        for _round in 0u32..map.rounds {
            v = round(map.get(), v);
        }
        y[i] = v + map.bias as f32;
    }
    // A field of a struct argument is the same in every thread.
    if map.rounds > 100u32 {
        block.sync_threads();
    }
}

fn main() {}
