//! Red team round 7: the relay through `send` with the sends in a device
//! function: the function uses hand-offs, so a raw atomic beside its call
//! keeps no order (rule A1).
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;
#[device]
pub fn produce(queue: &Queue<u64, Released>) {
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
        producer.send(1u32, 8u64);
    }
}
#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(1)] items: Global<u64>, #[len(1)] turns: Global<u32>, tail: Global<u64>, obs: Global<u32>, dflag: Global<u32>, #[len(blocks * threads)] out: &mut [u64]) {
    let queue = block.queue(items, turns, tail);
    let o = obs.atomic::<Device>(0u32);
    let d = dflag.atomic::<Device>(0u32);
    if block.index() == 0u32 && block.thread_index() == 0u32 {
        produce(&queue);
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
