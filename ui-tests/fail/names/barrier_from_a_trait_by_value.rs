//! Red team, round 37: a user trait's `sync_threads(self, ..)` on `ThisBlock`
//! answered `block.sync_threads()` before the crate's method, and asked
//! nothing of the flow; the C++ called `__syncthreads()` under a
//! thread-dependent branch. The crate's barrier now takes the block by value,
//! so it is found first, and its bound refuses the branch (rules N1, U2).
use cuda_sync::prelude::*;

pub trait AnyFlow {
    fn sync_threads<F>(self, flow: &F);
}
impl AnyFlow for ThisBlock {
    fn sync_threads<F>(self, _flow: &F) {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let tid = block.thread_index();
    if tid < 5u32 {
        block.sync_threads();
    }
    out[block.global_index()] = tid;
}

fn main() {}
