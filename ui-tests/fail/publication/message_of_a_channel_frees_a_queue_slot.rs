//! Red team, round 2: a channel's message used to read and free a queue slot.
use cuda_sync::prelude::*;
#[kernel(cooperative)]
pub fn k(block: ThisBlock, pa: Global<u64>, fa: Global<u32>, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: &mut [u64]) {
    let a = block.channel(pa, fa);
    let q = block.queue(items, turns, tail);
    let slot = block.thread_index();
    let message = a.wait_forever(slot, Acquire);
    out[block.global_index()] = q.read(&message);
}

fn main() {}
