//! A device function with a block barrier, called by its path under a
//! thread-dependent `if`: the path carries its needs like the name (rule U4).
use cuda_sync::prelude::*;

mod util {
    use cuda_sync::prelude::*;

    #[device]
    pub fn total(block: ThisBlock, x: f32) -> f32 {
        block.reduce_sum(x).get()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(blocks * threads)] x: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let i = block.global_index();
    if block.thread_index() < 64u32 {
        out[i] = util::total(block, x[i]);
    }
}

fn main() {}
