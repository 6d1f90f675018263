//! Red team (protocols round 3).
//! MP in shared memory with read-modify-writes only: one phase, each shared
//! array only updated by fetch_add, results used.
use cuda_sync::prelude::*;

#[kernel]
pub fn shared_rmw_mp(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    let data: Shared<u32, 1> = block.shared();
    let flag: Shared<u32, 1> = block.shared();
    let t = block.thread_index();
    if t == 0u32 {
        data.atomic::<Block>(0u32).store(0u32, Relaxed);
        flag.atomic::<Block>(0u32).store(0u32, Relaxed);
    }
    block.sync_threads();
    let i = block.global_index();
    if t == 0u32 {
        data.atomic::<Block>(0u32).fetch_add(42u32, Relaxed);
        flag.atomic::<Block>(0u32).fetch_add(1u32, Relaxed);
    } else if t == 32u32 {
        let f = flag.atomic::<Block>(0u32).fetch_add(0u32, Relaxed);
        let d = data.atomic::<Block>(0u32).fetch_add(0u32, Relaxed);
        // weak outcome: f == 1, d == 0
        out[i] = f * 100u32 + d;
    }
}

fn main() {}
