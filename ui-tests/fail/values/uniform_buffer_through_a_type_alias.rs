//! Red team, round 20: `type U = Uniform<u32>` hid a buffer of uniform cells
//! from the spelling check; each thread's own cell would steer a barrier loop
//! as a uniform value (rule U1, checked on the resolved type). Since round 29
//! the alias is refused first, by its spelling (rule N1); the check of the
//! resolved type stays behind it.
use cuda_sync::prelude::*;
type U = Uniform<u32>;
#[kernel]
pub fn k(block: ThisBlock, input: &[U], out: &mut [u32]) {
    let r = input[block.global_index()];
    for _i in 0u32..r {
        block.sync_threads();
    }
    out[block.global_index()] = 0u32;
}
fn main() {}
