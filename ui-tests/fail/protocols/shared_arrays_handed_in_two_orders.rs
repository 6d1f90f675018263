//! Red team round 8: message passing in shared memory, one phase, through
//! device functions handed the two arrays in opposite orders. A call was
//! counted against its first shared array alone; a call handed two arrays
//! now counts against every shared memory (rule A1: a device function's
//! shared parameters are one memory).
use cuda_sync::prelude::*;

#[device]
fn put(d: Shared<u32, 1>, f: Shared<u32, 1>) {
    d.atomic::<Block>(0u32).store(42u32, Relaxed);
    f.atomic::<Block>(0u32).store(1u32, Relaxed);
}

#[device]
fn get(f: Shared<u32, 1>, d: Shared<u32, 1>) -> u32 {
    let r = f.atomic::<Block>(0u32).load(Relaxed);
    r * 100u32 + d.atomic::<Block>(0u32).load(Relaxed)
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let data: Shared<u32, 1> = block.shared();
    let flag: Shared<u32, 1> = block.shared();
    let t = block.thread_index();
    let mut r = 0u32;
    if t == 0u32 {
        put(data, flag);
    } else if t == 32u32 {
        r = get(flag, data);
    }
    out[block.global_index()] = r;
}

fn main() {}
