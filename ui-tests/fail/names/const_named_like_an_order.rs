//! Red team, round 20: a `const Relaxed: Acquire` shadows the order's name:
//! rustc checks an acquire, the C++ gets `Relaxed` (rule N1).
use cuda_sync::prelude::*;

#[allow(non_upper_case_globals)]
const Relaxed: cuda_sync::Acquire = cuda_sync::Acquire;

#[kernel(cooperative)]
pub fn k(
    block: ThisBlock,
    #[len(blocks / 2 * threads)] payload: Global<f32>,
    #[len(blocks / 2 * threads)] flags: Global<u32>,
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
        let message = channel.wait_forever(slot, Relaxed);
        out[i] = channel.read(&message);
    }
}
fn main() {}
