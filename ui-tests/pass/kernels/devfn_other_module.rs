//! Red team, round 1: a device function from another module, imported with `use`.
use cuda_sync::prelude::*;
pub mod a {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock) -> u32 {
        block.sync_threads();
        1u32
    }
}
use a::f;
#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    out[block.global_index()] = f(block);
}

fn main() {}
