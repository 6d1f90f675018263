//! A `match` arm under `#[cfg]`: rustc compiles the arm out, but the GPU's
//! code is emitted from every arm written (red team round 54: the Rust
//! reading gave 1, the GPU 7).
use cuda_sync::prelude::*;

#[kernel]
pub fn configured_arm(block: ThisBlock, b: u32, #[len(n)] out: &mut [u32], n: u64) {
    for i in block.grid_stride(n) {
        let x = b.get();
        let mut r = 0u32;
        match x {
            #[cfg(any())]
            1 => {
                r = 7u32;
            }
            _ => {
                r = 1u32;
            }
        }
        out[i] = r;
    }
}

fn main() {}
