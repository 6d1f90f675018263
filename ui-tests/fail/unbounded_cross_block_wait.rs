//! An unbounded wait on another block in an ordinary launch: nothing promises
//! the producer's block is resident while this one spins, so it may spin forever.
use cuda_sync::prelude::*;

#[kernel]
pub fn pass_messages(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let slot = (block.index() % half) as u64 * block.size() as u64 + block.thread_index() as u64;
    if block.index() < half {
        let written = channel.write(block.global_index(), 1.0f32);
        let fenced = written.release_fence::<Device>();
        channel.signal(Relaxed, fenced);
    } else {
        let message = channel.wait_forever(slot, Relaxed).acquire_fence::<Device>();
        out[block.global_index()] = channel.read(&message);
    }
}

fn main() {}
