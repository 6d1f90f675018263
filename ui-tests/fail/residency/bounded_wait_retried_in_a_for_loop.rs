//! Red team, round 17: a bounded wait retried by a `for` loop that ends only on
//! the message: the low blocks wait on high blocks that need not be resident.
use cuda_sync::prelude::*;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] payload: Global<f32>,
    #[len(blocks * threads)] flags: Global<u32>,
    #[len(blocks * threads)] out: &mut [f32],
) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let i = block.global_index();
    if block.index() < half {
        let slot = i + half as u64 * block.size() as u64;
        for _attempt in 0u64..18446744073709551615u64 {
            if let Some(message) = channel.wait(slot, Acquire, 1000u32) {
                out[i] = channel.read(&message);
                break;
            }
        }
    } else {
        let written = channel.write(i, 1.0f32);
        channel.signal(Release, written);
    }
}

fn main() {}
