//! Red team, round 35: `(&&block).sync_threads()` finds a user trait on
//! `&&ThisBlock` before the crate's method, and that trait asks nothing of
//! the flow; the C++ dropped the `&&` and called `__syncthreads()` under a
//! thread-dependent branch (rules N1, U2).
use cuda_sync::prelude::*;

pub trait AnyFlow {
    fn sync_threads<F>(self, flow: &F);
}
impl AnyFlow for &&ThisBlock {
    fn sync_threads<F>(self, _flow: &F) {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let tid = block.thread_index();
    if tid < 7u32 {
        (&&block).sync_threads();
    }
    out[block.global_index()] = tid;
}

fn main() {}
