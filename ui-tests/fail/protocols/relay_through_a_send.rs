//! Red team round 7: a relay (WRC) through the queue producer's `send`, which
//! waits (acquiring) for the consumer's `free`: the relaxed store after it
//! passes on nothing the wait saw, so an observer that acquires `d == 1` may
//! still read `o == 0`. A `send` is a read-modify-write that acquires and
//! releases (rule A1); the store after it must release.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(1)] items: Global<u64>, #[len(1)] turns: Global<u32>, tail: Global<u64>, obs: Global<u32>, dflag: Global<u32>, #[len(blocks * threads)] out: &mut [u64]) {
    let queue = block.queue(items, turns, tail);
    let o = obs.atomic::<Device>(0u32);
    let d = dflag.atomic::<Device>(0u32);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
        producer.send(1u32, 8u64);
        d.store(1u32, Relaxed);
    } else if block.index() == 1u32 && block.thread_index() == 0u32 {
        let message = queue.wait_for_item(queue.claim(), Acquire);
        let v = queue.read(&message);
        o.store(1u32, Release);
        queue.free(message);
        out[block.global_index()] = v;
    } else {
        let x = d.load(Acquire);
        let y = o.load(Relaxed);
        out[block.global_index()] = (x * 10u32 + y) as u64;
    }
}

fn main() {}
