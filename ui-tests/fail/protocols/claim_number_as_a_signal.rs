//! Red team (protocols round 3).
//! MP through a claim counter, all relaxed: thread 0 stores the payload and
//! claims; thread 1 claims, and if it drew 1 (thread 0 claimed first) reads
//! the payload.
use cuda_sync::prelude::*;

#[kernel]
pub fn claims_mp_relaxed(block: ThisBlock, #[len(1)] counter: Global<u64>, #[len(1)] data: Global<u32>, #[len(n)] out: &mut [u32], n: u64) {
    let claims = counter.claims::<Device>();
    let data = data.atomic::<Device>(0u32);
    let i = block.global_index();
    if i.get() == 0u64 {
        data.store(1u32, Relaxed);
        let _c = claims.claim();
    } else if i.get() == 1u64 {
        let c = claims.claim();
        if c.get() == 1u64 {
            // weak outcome: 0 (thread 0's claim seen, its payload not)
            out[i] = data.load(Relaxed);
        }
    }
}

fn main() {}
