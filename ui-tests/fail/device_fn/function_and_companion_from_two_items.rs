//! Red team, round 20: a glob import gave the value `f` of one device function
//! and a `type f` alias the needs and C++ of another; rustc typed the result as
//! uniform while the GPU ran the per-thread one, and the barrier loop diverged
//! (rule U4: a call's function and its companion are one item).
use cuda_sync::prelude::*;
mod a {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock) -> Uniform<u32> {
        block.size()
    }
}
mod b {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock) -> u32 {
        block.thread_index()
    }
}
use a::*;
#[allow(non_camel_case_types)]
type f = b::f;
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let r = f(block);
    for _i in 0u32..r {
        block.sync_threads();
    }
    out[block.global_index()] = 0u32;
}
fn main() {}
