//! Red team, round 1: a device function imported by name beside a glob that has
//! one of the same name. The checker and the GPU see the same function: `a::pick`.
use cuda_sync::prelude::*;
pub mod a {
    use cuda_sync::prelude::*;
    #[device]
    pub fn pick(block: ThisBlock) -> Uniform<u32> {
        block.size()
    }
}
pub mod c {
    use cuda_sync::prelude::*;
    #[device]
    pub fn pick(block: ThisBlock) -> u32 {
        block.thread_index()
    }
}
pub mod kern {
    use cuda_sync::prelude::*;
    use super::a::pick;
    use super::c::*;
    #[kernel]
    pub fn k(block: ThisBlock, out: &mut [u32]) {
        let u = pick(block);
        if u < 16u32 {
            block.sync_threads();
        }
        out[block.global_index()] = 1u32;
    }
}

fn main() {}
