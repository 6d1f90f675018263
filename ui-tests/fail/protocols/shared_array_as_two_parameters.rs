//! Red team (protocols round 4).
//! One shared array handed to a device function as two parameters. Inside,
//! `a` is only stored and `b` only loaded in one phase, but they are one
//! memory: thread 0 stores the data, then the flag, through `a`; thread 32
//! loads the flag, then the data, through `b`, and may see the flag set and
//! the data not.
use cuda_sync::prelude::*;

#[device]
pub fn exchange_in_place(block: ThisBlock, a: Shared<u32, 2>, b: Shared<u32, 2>) -> u32 {
    let mut r = 0u32;
    if block.thread_index() == 0 {
        a.atomic::<Block>(0u32).store(1u32, Relaxed);
        a.atomic::<Block>(1u32).store(1u32, Relaxed);
    }
    if block.thread_index() == 32 {
        let flag = b.atomic::<Block>(1u32).load(Relaxed);
        let data = b.atomic::<Block>(0u32).load(Relaxed);
        r = flag * 10u32 + data;
    }
    r
}

#[kernel]
pub fn shared_array_as_two_parameters(block: ThisBlock, #[len(n)] out: &mut [u32], n: u64) {
    let cells: Shared<u32, 2> = block.shared();
    let r = exchange_in_place(block, cells, cells);
    out[block.global_index()] = r;
}

fn main() {}
