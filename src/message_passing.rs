//! Message passing between blocks: a payload and a flag per thread. Half the
//! blocks produce, the other half consume what their partner block produced.

use cuda_sync::prelude::*;

/// Release store of the flag, acquire load while waiting. The wait is bounded,
/// since an ordinary launch does not promise the producer's block runs while the
/// consumer's waits; a consumer that runs out of patience counts itself in `missed`.
#[kernel]
pub fn pass_messages_release_acquire(
    block: ThisBlock,
    #[len(blocks / 2 * threads)] payload: Global<f32>,
    #[len(blocks / 2 * threads)] flags: Global<u32>,
    bound: u32,
    #[len(blocks * threads)] out: &mut [f32],
    #[len(1)] missed: Global<u32>,
) {
    let channel = block.channel(payload, flags);
    let missed = missed.atomic::<Device>(0u32);
    let half = block.count() / 2u32;
    let i = block.global_index();
    if block.index() < half {
        let written = channel.write(i, (i * 2u64 + 1u64) as f32);
        channel.signal(Release, written);
    } else {
        let slot = i - half as u64 * block.size() as u64;
        if let Some(message) = channel.wait(slot, Acquire, bound) {
            out[i] = channel.read(&message);
        } else {
            missed.fetch_add(1u32, Relaxed);
        }
    }
}

/// Fences instead: a release fence, then a relaxed store of the flag; a relaxed
/// load that sees it, then an acquire fence. Every block is resident (a
/// cooperative launch), so the consumer may wait without a bound.
#[kernel(cooperative)]
pub fn pass_messages_fenced(
    block: ThisBlock,
    #[len(blocks / 2 * threads)] payload: Global<f32>,
    #[len(blocks / 2 * threads)] flags: Global<u32>,
    #[len(blocks * threads)] out: &mut [f32],
) {
    let channel = block.channel(payload, flags);
    let half = block.count() / 2u32;
    let i = block.global_index();
    if block.index() < half {
        let written = channel.write(i, (i * 2u64 + 1u64) as f32);
        let fenced = written.release_fence::<Device>();
        channel.signal(Relaxed, fenced);
    } else {
        let slot = i - half as u64 * block.size() as u64;
        let message = channel.wait_forever(slot, Relaxed);
        let message = message.acquire_fence::<Device>();
        out[i] = channel.read(&message);
    }
}
