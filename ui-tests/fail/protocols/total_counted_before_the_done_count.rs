//! Red team (protocols round 1): message passing with counts only. Each
//! thread adds its value to a total, then counts itself done, both relaxed;
//! a thread that sees every thread done reads a total that may lack some
//! adds. A count that a thread of the launch reads is a signal (rule A1).
use cuda_sync::prelude::*;

#[kernel]
pub fn total_then_done(
    block: ThisBlock,
    #[len(1)] total: Global<u32>,
    #[len(1)] done: Global<u32>,
    n: u32,
    #[len(blocks * threads)] out: &mut [u32],
) {
    let total = total.atomic::<Device>(0u32);
    let done = done.atomic::<Device>(0u32);
    let i = block.global_index();
    total.fetch_add(i as u32, Relaxed);
    done.fetch_add(1u32, Relaxed);
    if done.load(Acquire) == n {
        out[i] = total.load(Relaxed);
    }
}

fn main() {}
