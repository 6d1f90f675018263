//! Red team, round 15: a call of a device function that waits, then one with a barrier (r2_control_sequential).
use cuda_sync::prelude::*;
#[device]
fn wait_some(block: ThisBlock, channel: &Channel<f32, cuda_sync::publish::Released>, slot: u64) -> f32 {
    let mut v = 0.0f32;
    if block.thread_index() == 1u32 {
        let m = channel.wait_forever(slot, Acquire);
        v = channel.read(&m);
    }
    v
}
#[device]
fn bar(block: ThisBlock, x: f32) -> f32 {
    block.sync_threads();
    x
}
#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(blocks * threads)] payload: Global<f32>, #[len(blocks * threads)] flags: Global<u32>, #[len(blocks * threads)] out: &mut [f32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let base = block.index() as u64 * block.size() as u64;
    let w = wait_some(block, &channel, base.get());
    let v = bar(block, w);
    if block.thread_index() == 0u32 {
        let written = channel.write(i, 1.0f32);
        channel.signal(Release, written);
    }
    out[i] = v;
}
fn main() {}
