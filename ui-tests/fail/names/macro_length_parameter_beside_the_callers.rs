//! Red team, round 60: two scalar parameters named `n`, one from the caller
//! and one from the macro. The launcher checked `#[len(n)]` against the
//! macro's, the C++ spelled the length from the caller's: with the caller's
//! `n` at 2^40 and 1024-element buffers, `input[i * 4096]` would have read far
//! past the end with no check. The length's name must be the parameter's for
//! rustc too (rule N1).
use cuda_sync::prelude::*;

macro_rules! strided_gather {
    ($n:ident) => {
        #[kernel]
        pub fn gather(block: ThisBlock, $n: u64, n: u64, #[len(n)] input: &[f32], #[len(n)] out: &mut [f32]) {
            for i in block.grid_stride(n) {
                out[i] = input[i.get() * 4096u64];
            }
        }
    };
}

strided_gather!(n);

fn main() {}
