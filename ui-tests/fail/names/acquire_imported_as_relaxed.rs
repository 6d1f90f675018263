//! Red team, round 20: `use cuda_sync::order::Acquire as Relaxed` made the
//! wait an acquire to rustc and a relaxed load in the C++, which is emitted from
//! the spelling: the payload read was not ordered after the flag (rule N1).
use cuda_sync::prelude::*;
use cuda_sync::order::Acquire as Relaxed;

#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks / 2 * threads)] payload: Global<f32>,
    #[len(blocks / 2 * threads)] flags: Global<u32>,
    bound: u32,
    #[len(blocks * threads)] out: &mut [f32],
) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let i = block.global_index();
    if block.index() < half {
        let written = channel.write(i, 1.0f32);
        channel.signal(Release, written);
    } else {
        let slot = i - half as u64 * block.size() as u64;
        if let Some(message) = channel.wait(slot, Relaxed, bound) {
            out[i] = channel.read(&message);
        }
    }
}
fn main() {}
