//! Red team, round 5: the same trick on a queue's turns.
use cuda_sync::prelude::*;
#[kernel(cooperative)]
pub fn k(block: ThisBlock, items: Global<u64>, turns: Global<u32>, tail: Global<u64>, out: &mut [u64]) {
    if block.thread_index() == 1u32 {
        turns.atomic::<Device>(0u32).store(1u32, Relaxed);
        return;
    }
    let queue = block.queue(items, turns, tail);
    if let Some(producer) = queue.producer() {
        producer.send(0u32, 7u64);
    } else if block.index() > 0u32 {
        let claim = queue.claim();
        if claim.number() < 1u64 {
            let message = queue.wait_for_item(claim, Acquire);
            out[block.global_index()] = queue.read(&message);
            queue.free(message);
        }
    }
}
fn main() { let c = cuda_sync::launch::Compiler::with_cache_dir(None).expect("nvrtc"); match c.ptx(&k::SOURCE, 90) { Ok(_) => println!("NVRTC OK"), Err(e) => println!("NVRTC ERR {e}") } }
