//! Red team (protocols round 2): a raw atomic payload beside the crate's
//! channel. The channel's own payload is ordered by its types (rule P1),
//! but a relaxed store before a relaxed signal, and a relaxed load after a
//! wait, are two atomics of a thread on two cells: the consumer may see the
//! flag and a stale `data` (rule A1: the hand-offs pair with raw atomics).
use cuda_sync::prelude::*;

#[kernel]
pub fn beside_a_channel(
    block: ThisBlock,
    #[len(blocks / 2 * threads)] payload: Global<u32>,
    #[len(blocks / 2 * threads)] flags: Global<u32>,
    #[len(blocks / 2 * threads)] data: Global<u32>,
    bound: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let channel = block.channel(payload, flags);
    let data = data.atomics::<Device>();
    let half = block.count() / 2u32;
    let i = block.global_index();
    if block.index() < half {
        data.at(i).store(42u32, Relaxed);
        let written = channel.write(i, 0u32);
        channel.signal(Relaxed, written);
    } else {
        let slot = i - half as u64 * block.size() as u64;
        if let Some(_message) = channel.wait(slot, Relaxed, bound) {
            out[i] = data.at(slot).load(Relaxed);
        }
    }
}

fn main() {}
