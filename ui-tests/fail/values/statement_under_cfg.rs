//! A statement under `#[cfg]`: rustc compiles it out, but the GPU's code is
//! emitted from every statement written, so the GPU would run it: the Rust
//! reading gives 1, the GPU 3.
use cuda_sync::prelude::*;

#[kernel]
pub fn configured(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        let mut x = 1u32;
        #[cfg(feature = "never_enabled")]
        {
            x = 3u32;
        }
        out[i] = x;
    }
}

fn main() {}
