//! Red team, round 14: a block-wide operation in a while condition (c22_wait_then_warpsum_in_while_cond).
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;
// Same with a warp collective in the condition: lane 1 waits in warp_sum for lane 0,
// lane 0 waits for lane 1's flag.
#[kernel(cooperative)]
pub fn k(block: ThisBlock, payload: Global<u32>, flags: Global<u32>, out: &mut [u32]) {
    let channel: Channel<u32, Released> = block.channel(payload, flags);
    let i = block.global_index();
    let tid = block.thread_index();
    let mut r = 0u32;
    let mut got = 0u32;
    while block.warp_sum(1u32) > r {
        if tid == 0u32 && r == 0u32 {
            let m = channel.wait_forever(i.get() + 1u64, Acquire);
            got = channel.read(&m);
        }
        if tid == 1u32 && r == 1u32 {
            let w = channel.write(i, 7u32);
            channel.signal(Release, w);
        }
        r += 1u32;
    }
    out[i] = got;
}
fn main() {}
