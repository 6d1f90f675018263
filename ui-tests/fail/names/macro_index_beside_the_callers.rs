//! Red team, round 21: a `macro_rules!` kernel with the caller's `idx` and its
//! own `idx`: two variables to rustc, one name to the C++ (`idx__1`), so every
//! thread wrote cell 0 (rule N1: the C++ names the binding rustc resolved).
use cuda_sync::prelude::*;

macro_rules! make {
    ($idx:ident) => {
        #[kernel]
        pub fn hyg_idx(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
            let $idx = block.global_index();
            let idx = 0u64;
            out[$idx] = (idx as u32) + 7u32;
        }
    };
}
make!(idx);

fn main() {}
