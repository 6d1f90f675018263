//! Red team, round 60: a `#[len(threads)]` written in a macro is, to the
//! launcher, the launch's threads per block; the scalar parameter `threads`
//! comes from the caller, whom the macro's token cannot see. The C++ spelled
//! the length from that parameter: launched with 256-element buffers and
//! `threads = 1 << 24`, the kernel would have indexed 2^24 elements with no
//! check. The length's name must be the parameter's for rustc too (rule N1);
//! and since round 69 a length naming `threads` or `blocks` (the launch's)
//! beside a parameter of that name is refused before that, by its own rule.
use cuda_sync::prelude::*;

macro_rules! copy_kernel {
    ($count:ident) => {
        #[kernel]
        pub fn copy(block: ThisBlock, $count: u64, #[len(threads)] input: &[f32], #[len(threads)] out: &mut [f32]) {
            for i in block.grid_stride($count) {
                out[i] = input[i];
            }
        }
    };
}

copy_kernel!(threads);

fn main() {}
