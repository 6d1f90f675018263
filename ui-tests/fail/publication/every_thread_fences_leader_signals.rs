//! Class C: each thread fences its own store; the leader's relaxed ticket follows
//! only the leader's fence.
use cuda_sync::prelude::*;

#[kernel]
pub fn fenced_by_all(block: ThisBlock, input: &[f32], cells: Global<f32>, arrivals: Global<u32>) {
    let gid = block.index() * block.size() + block.thread_index();
    let fenced = cells.write_own(input[gid as usize]).release_fence::<Device>();
    let ticket = block.leader().take_ticket(arrivals.counter::<Device>(), Relaxed, fenced);
}

fn main() {}
