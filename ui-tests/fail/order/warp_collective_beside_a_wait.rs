//! Red team, round 23: a shuffle beside a call that waits without bound: if
//! C++ runs the wait first, the lanes that wait never reach the shuffle their
//! signaller is held in (rule E1: a warp collective counts as a read).
use cuda_sync::prelude::*;
use cuda_sync::message::Channel;
use cuda_sync::publish::Released;

#[device]
pub fn w(channel: &Channel<u32, Released>, slot: u64) -> u32 {
    let message = channel.wait_forever(slot, Acquire);
    channel.read(&message)
}

#[kernel(cooperative)]
pub fn k(
    block: ThisBlock,
    #[len(2 * blocks * threads)] payload: Global<u32>,
    #[len(2 * blocks * threads)] flags: Global<u32>,
    n: u64,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let lane = block.lane_index() as u64;
    // every thread publishes its own first slot (gid)
    let written = channel.write(i, 1u32);
    channel.signal(Release, written);
    // lane 0 waits on its own slot (already set); other lanes on lane 0's second slot
    let mut slot = i.get();
    if lane != 0u64 {
        slot = i - lane + n;
    }
    let x = block.shuffle(block.lane_index(), 0u32) + w(&channel, slot);
    out[i] = x;
    // lane 0 publishes its second slot (gid + n, n = grid size) only now
    for j in block.grid_stride(2u64 * n) {
        if j >= n && lane == 0u64 {
            let second = channel.write(j, 2u32);
            channel.signal(Release, second);
        }
    }
}

fn main() {}
