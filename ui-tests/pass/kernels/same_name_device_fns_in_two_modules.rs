//! Red team, round 2: two device functions named `f` in two modules, one with a
//! barrier. Each is its own C++ function; the kernel calls the one rustc checked.
use cuda_sync::prelude::*;
mod a {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock, x: u32) -> u32 {
        x + block.thread_index()
    }
}

mod b {
    use cuda_sync::prelude::*;
    #[device]
    pub fn f(block: ThisBlock, x: Uniform<u32>) -> u32 {
        block.sync_threads();
        x.get()
    }
    #[device]
    pub fn g(block: ThisBlock) -> u32 {
        f(block, block.size())
    }
}

use a::f;
use b::g;

#[kernel]
pub fn k(block: ThisBlock, out: &mut [u32]) {
    let tid = block.thread_index();
    let x = g(block);
    if tid < 5u32 {
        out[block.global_index()] = f(block, 3u32) + x;
    }
}

fn main() {}
