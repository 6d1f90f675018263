//! Red team, round 35: the same through a `let`: `let r = &&block;` was
//! `auto r_ = block_;` in the C++, and `r.sync_threads()` was the trait's.
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
    let r = &&block;
    if tid < 7u32 {
        r.sync_threads();
    }
    out[block.global_index()] = tid;
}

fn main() {}
