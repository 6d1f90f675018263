//! Litmus shapes S and R: a thread stores x then y; the other writes y, then
//! stores x (S) or loads x (R). Relaxed, each may see the other's second
//! access first (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn shapes_s_and_r(
    block: ThisBlock,
    #[len(1)] x: Global<u32>,
    #[len(1)] y: Global<u32>,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let x = x.atomic::<Device>(0u32);
    let y = y.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        x.store(2u32, Relaxed);
        y.store(1u32, Release);
    } else if i == 1u64 {
        let seen = y.load(Relaxed);
        x.store(1u32, Relaxed);
        out[i] = seen;
    } else {
        y.store(2u32, Relaxed);
        out[i] = x.load(Relaxed);
    }
}

fn main() {}
