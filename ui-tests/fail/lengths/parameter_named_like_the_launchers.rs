//! The launcher takes `runtime`, `stream` and `size` before the kernel's own
//! parameters, so a kernel parameter of one of those names would be bound
//! twice in `launch(..)`. Red team round 59 found the error pointing into the
//! macro's output; it now names the parameter.
use cuda_sync::prelude::*;

#[kernel]
pub fn fill(block: ThisBlock, size: u64, #[len(size)] out: &mut [f32]) {
    for i in block.grid_stride(size) {
        out[i] = 1.0f32;
    }
}

fn main() {}
