//! Red team (protocols round 6).
//! A global payload signalled through a shared count, the shared update in
//! a device function that touches no global memory. A device function's
//! shared updates count as its atomics: the call pairs with the payload
//! store beside it, as the update written inline does.
use cuda_sync::prelude::*;

#[device]
pub fn bump(s: Shared<u32, 1>) -> u32 {
    s.atomic::<Block>(0u32).fetch_add(1u32, Relaxed)
}

#[kernel]
pub fn devfn_shared_flag(block: ThisBlock, #[len(1)] data: Global<u32>, out: &mut [u32]) {
    let s: Shared<u32, 1> = block.shared();
    let g = data.atomics::<Device>();
    if block.thread_index() == 0u32 {
        s.atomic::<Block>(0u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    let t = block.thread_index();
    if t == 0u32 {
        g.at(0u32).store(1u32, Relaxed);
    }
    if t == 0u32 || t == 32u32 {
        let r = bump(s);
        if t == 32u32 {
            // r == 1: thread 0's bump came first; d may still be 0
            let d = g.at(0u32).load(Relaxed);
            out[block.global_index()] = r * 10u32 + d;
        }
    }
}

fn main() {}
