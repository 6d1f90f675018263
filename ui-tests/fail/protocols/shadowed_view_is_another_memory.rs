//! Red team (protocols round 2): a view name bound twice names two
//! memories, so `c.at(0u32)` before and after the second `let` are two
//! cells, not one: the payload store and the flag store of message passing
//! (rule A1; a literal index names one cell only under a name bound once).
use cuda_sync::prelude::*;

#[kernel]
pub fn shadowed(block: ThisBlock, #[len(1)] x: Global<u32>, #[len(1)] y: Global<u32>) {
    let c = x.atomics::<Device>();
    if block.global_index() == 0u64 {
        c.at(0u32).store(42u32, Relaxed);
    }
    let c = y.atomics::<Device>();
    if block.global_index() == 0u64 {
        c.at(0u32).store(1u32, Relaxed);
    }
}

fn main() {}
