//! Red team, round 21: the caller's `Acquire` binding and the macro's
//! `Relaxed` one under one name: the wait was a relaxed load in the C++ (rule N1).
use cuda_sync::prelude::*;

macro_rules! make {
    ($o:ident) => {
        #[kernel]
        pub fn hyg_order(
            block: ThisBlock,
            #[len(blocks / 2 * threads)] payload: Global<f32>,
            #[len(blocks / 2 * threads)] flags: Global<u32>,
            bound: u32,
            #[len(blocks * threads)] out: &mut [f32],
        ) {
            let channel = block.channel(payload, flags);
            let half = block.count() / 2u32;
            let i = block.global_index();
            let $o = Acquire;
            let o = Relaxed;
            if block.index() < half {
                let written = channel.write(i, (i * 2u64 + 1u64) as f32);
                channel.signal(Release, written);
            } else {
                let slot = i - half as u64 * block.size() as u64;
                if let Some(message) = channel.wait(slot, $o, bound) {
                    out[i] = channel.read(&message);
                }
            }
        }
    };
}
make!(o);
fn main() {}
