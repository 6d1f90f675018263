//! The lessons' message-passing bug spelled with atomics only (litmus shape
//! MP): the payload and the flag are relaxed atomic stores, the consumer two
//! relaxed loads. No data race, and still the flag seen with a stale payload
//! (159,217 times in 10^8 on an H200). Rule A1 refuses both sides.
use cuda_sync::prelude::*;

#[kernel]
pub fn message_passing(
    block: ThisBlock,
    #[len(1)] payload: Global<u32>,
    #[len(1)] flag: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let payload = payload.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        payload.store(42u32, Relaxed);
        flag.store(1u32, Relaxed);
    } else if flag.load(Relaxed) == 1u32 {
        out[i] = payload.load(Relaxed);
    }
}

fn main() {}
