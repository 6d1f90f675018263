//! The per-axis methods (`thread_index_x`, ..) are written by a macro in the
//! crate, so a table of the crate's borrowing methods by name missed them: a
//! user trait's `thread_index_x(self)` typed the thread's column as
//! `Uniform`, and a barrier under it compiled while the C++ branched on
//! `threadIdx.x`. Every crate method but the few that take their receiver by
//! value is now reached through exactly `&ThisBlock` (rules N1, U2).
use cuda_sync::prelude::*;

pub trait Column {
    fn thread_index_x(self) -> Uniform<u32>;
}
impl Column for ThisBlock {
    fn thread_index_x(self) -> Uniform<u32> {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    if block.thread_index_x() < 5u32 {
        block.sync_threads();
    }
    out[block.global_index()] = block.thread_index();
}

fn main() {}
