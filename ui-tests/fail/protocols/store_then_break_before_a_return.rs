//! An arm that returns reaches nothing after its branch, but an arm that
//! may `break` first does: here the `break` leaves the loop before the
//! `return`, so the relaxed store in the arm is followed by the relaxed
//! store after the loop (2+2W, or the producer side of message passing;
//! red team round 11, against the rule that arms which return end a path).
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, #[len(2)] cells: Global<u32>, d: u32) {
    let data = cells.atomics::<Device>();
    let t = block.thread_index();
    loop {
        if t == d {
            data.at(0u32).store(1u32, Relaxed);
            break;
            return;
        }
        return;
    }
    data.at(1u32).store(1u32, Relaxed);
}

fn main() {}
