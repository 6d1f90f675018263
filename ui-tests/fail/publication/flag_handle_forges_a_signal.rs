//! Red team, round 4: a flag handle taken before the channel is made sets the flag
//! without the payload.
use cuda_sync::prelude::*;
#[kernel(cooperative)]
pub fn k(block: ThisBlock, payload: Global<f32>, flags: Global<u32>, out: &mut [f32]) {
    let tid = block.thread_index();
    let flag0 = flags.atomic::<Device>(tid);
    let channel = block.channel(payload, flags);
    if block.index() == 0u32 {
        flag0.store(1u32, Release);
        let m = channel.wait_forever(tid, Acquire);
        out[block.global_index()] = channel.read(&m);
    } else if block.index() == 1u32 {
        let written = channel.write(block.global_index(), 2.0f32);
        channel.signal(Release, written);
    }
}
fn main() {}
