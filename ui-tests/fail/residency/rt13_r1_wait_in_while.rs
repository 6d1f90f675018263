//! Red team, round 13: a spin spelled past the first spin rule (r1_wait_in_while).
use cuda_sync::prelude::*;
// Blocks of the lower half consume what the upper half produces, retrying a
// bounded wait until it succeeds: an unbounded wait in an ordinary launch.
#[kernel]
pub fn k(
    block: ThisBlock,
    #[len(blocks * threads)] payload: Global<u32>,
    #[len(blocks * threads)] flags: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let channel = block.channel(payload, flags);
    let i = block.global_index();
    let half = block.count() / 2u32;
    if block.index() >= half {
        let written = channel.write(i, 7u32);
        channel.signal(Release, written);
    } else {
        let slot = i + half as u64 * block.size() as u64;
        let mut done = false;
        while !done {
            if let Some(message) = channel.wait(slot, Acquire, 100u32) {
                out[i] = channel.read(&message);
                done = true;
            }
        }
    }
}
fn main() {}
