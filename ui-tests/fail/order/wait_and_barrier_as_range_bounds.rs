//! Red team, round 20: a wait and a block reduction as the two bounds of a
//! range: if C++ runs the wait first, threads wait on the thread that is held in
//! the barrier (rule E1).
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
pub fn wait_for(block: ThisBlock, ch: &Channel<u32, Released>, s: u64) -> u32 {
    let mut v = 0u32;
    if block.thread_index() > 0u32 {
        let m = ch.wait_forever(s, Acquire);
        v = ch.read(&m);
    }
    v
}

#[kernel(cooperative)]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] payload: Global<u32>,
    #[len(blocks * threads)] flags: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let leader_slot = block.index() as u64 * block.size() as u64;
    let mut y = 0u32;
    for r in block.reduce_sum(1u32).get()..wait_for(block, &channel, leader_slot.get()) {
        y += r;
    }
    if block.thread_index() == 0u32 {
        let written = channel.write(i, 1000u32);
        channel.signal(Release, written);
    }
    out[i] = y;
}
fn main() {}
