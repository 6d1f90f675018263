//! Red team (protocols round 3).
//! SB: the AcqRel read-modify-write between the store and the load is in a
//! loop that may run no iteration.
use cuda_sync::prelude::*;

#[kernel]
pub fn sb_skip_rmw_loop_rlx(block: ThisBlock, #[len(2)] xy: Global<u32>, #[len(1)] z: Global<u32>, go: u32, #[len(n)] out: &mut [u32], n: u64) {
    let xy = xy.atomics::<Device>();
    let z = z.atomic::<Device>(0u32);
    let i = block.global_index();
    let mine = xy.at(i.get() % 2u64);
    let other = xy.at(1u64 - i.get() % 2u64);
    mine.store(1u32, Relaxed);
    for _k in 0u32..go {
        z.fetch_add(1u32, AcqRel);
    }
    let r = other.load(Relaxed);
    out[i] = r;
}

fn main() {}
