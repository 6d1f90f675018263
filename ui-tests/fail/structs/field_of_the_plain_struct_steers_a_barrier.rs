//! `.get()` gives the struct as a plain, per-thread value, whose fields are
//! plain too: a barrier under one is refused (read the field of the argument
//! itself, `params.rounds`, which is uniform).
use cuda_sync::prelude::*;

#[derive(Clone, Copy, KernelArg)]
#[repr(C)]
pub struct Params {
    pub rounds: u32,
}

#[device]
pub fn rounds_of(params: Params) -> u32 {
    params.rounds
}

#[kernel]
pub fn rounds(block: ThisBlock, params: Params, #[len(blocks * threads)] out: &mut [u32]) {
    if rounds_of(params.get()) > 1u32 {
        block.sync_threads();
    }
    out[block.global_index()] = params.rounds.get();
}

fn main() {}
