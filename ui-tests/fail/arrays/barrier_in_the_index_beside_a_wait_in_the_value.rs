//! The value of `a[i] = v` runs before its index: here thread 0 waits for a
//! signal (in `take`) before the barrier in the index, while the thread that
//! signals waits in that barrier: the launch hangs. A synchronizing index
//! beside a value that waits is refused (rule E1); bind one to a `let` first.
use cuda_sync::prelude::*;
use cuda_sync::publish::Released;

#[device]
pub fn take(channel: &Channel<u32, Released>, t: u32) -> u32 {
    let mut v = 0u32;
    if t == 0u32 {
        let message = channel.wait_forever(1u32, Acquire);
        v = channel.read(&message);
    }
    v
}

#[kernel(cooperative)]
pub fn hand_off(block: ThisBlock, payload: Global<u32>, flags: Global<u32>, #[len(blocks * threads)] y: &mut [u32]) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let mut kept = [0u32; 4];
    kept[block.reduce_sum(1u32).get() % 4u32] = take(&channel, block.thread_index());
    let written = channel.write(i, 42u32);
    channel.signal(Release, written);
    y[i] = kept[0];
}

fn main() {}
