//! Red team round 8: the same message passing through block-scope atomic
//! handles of two shared arrays handed to device functions (rule A1).
use cuda_sync::prelude::*;
use cuda_sync::Atomic;

#[device]
fn put(d: &Atomic<u32, Block>, f: &Atomic<u32, Block>) {
    d.store(42u32, Relaxed);
    f.store(1u32, Relaxed);
}

#[device]
fn get(f: &Atomic<u32, Block>, d: &Atomic<u32, Block>) -> u32 {
    let r = f.load(Relaxed);
    let v = d.load(Relaxed);
    r * 100u32 + v
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] out: &mut [u32]) {
    let data: Shared<u32, 1> = block.shared();
    let flag: Shared<u32, 1> = block.shared();
    let t = block.thread_index();
    let dh = data.atomic::<Block>(0u32);
    let fh = flag.atomic::<Block>(0u32);
    let mut r = 0u32;
    if t == 0u32 {
        put(&dh, &fh);
    } else if t == 32u32 {
        r = get(&fh, &dh);
    }
    out[block.global_index()] = r;
}

fn main() {}
