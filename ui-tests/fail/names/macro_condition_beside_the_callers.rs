//! Red team, round 21: a block-uniform name from the caller and a per-thread
//! one from the macro: the C++ branch on the barrier was per-thread (rule N1).
use cuda_sync::prelude::*;

macro_rules! make {
    ($u:ident) => {
        #[kernel]
        pub fn hyg_barrier(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
            let i = block.global_index();
            let $u = block.index();
            let u = block.thread_index();
            if $u < 3u32 {
                block.sync_threads();
            }
            out[i] = u;
        }
    };
}
make!(u);
fn main() {}
