//! Red team round 9: message passing whose flag a device function loads
//! relaxed, and whose payload the caller then reads with a releasing
//! read-modify-write. The release orders the write part only: the read
//! part may run before the callee's load, so the flag may be seen set and
//! the payload stale. A call before a read-modify-write is checked by the
//! callee's kind (rule A1).
use cuda_sync::prelude::*;
use cuda_sync::Atomic;

#[device]
fn peek(flag: &Atomic<u32, Device>) -> u32 {
    flag.load(Relaxed)
}

#[kernel]
pub fn k(block: ThisBlock, #[len(1)] data: Global<u32>, #[len(1)] flag: Global<u32>, #[len(blocks * threads)] out: &mut [u32]) {
    let data = data.atomic::<Device>(0u32);
    let flag = flag.atomic::<Device>(0u32);
    let i = block.global_index();
    if i == 0u64 {
        data.store(42u32, Relaxed);
        flag.store(1u32, Release);
    } else {
        let f = peek(&flag);
        let d = data.fetch_add(0u32, Release);
        out[i] = f * 100u32 + d;
    }
}

fn main() {}
