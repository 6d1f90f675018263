//! Red team (protocols round 4).
//! 2+2W into memory the kernel only writes. No thread reads `m` or `f` in
//! the launch, but where two writes to a cell do not commute, the final
//! value shows which came last. First kernel, two operations: block 0 does
//! `m |= 1` then `f &= 0`, block 1 `f |= 1` then `m &= 0`; `m == 1 && f == 1`
//! is a cycle, allowed by relaxed atomics. Second kernel, a store beside a
//! count: `m == 1 && f == 5` is the same cycle.
use cuda_sync::prelude::*;

#[kernel]
pub fn two_operations_into_memory_only_written(block: ThisBlock, #[len(1)] m: Global<u32>, #[len(1)] f: Global<u32>) {
    let m = m.atomic::<Device>(0u32);
    let f = f.atomic::<Device>(0u32);
    if block.index() == 0 {
        m.fetch_or(1u32, Relaxed);
        f.fetch_and(0u32, Relaxed);
    } else {
        f.fetch_or(1u32, Relaxed);
        m.fetch_and(0u32, Relaxed);
    }
}

#[kernel]
pub fn a_store_beside_a_count_into_memory_only_written(block: ThisBlock, #[len(1)] m: Global<u32>, #[len(1)] f: Global<u32>) {
    let m = m.atomic::<Device>(0u32);
    let f = f.atomic::<Device>(0u32);
    if block.index() == 0 {
        m.store(1u32, Relaxed);
        f.fetch_add(1u32, Relaxed);
    } else {
        f.store(5u32, Relaxed);
        m.store(2u32, Relaxed);
    }
}

fn main() {}
