//! Red team, round 2: a private device function used by a public one.
use cuda_sync::prelude::*;
mod m {
    use cuda_sync::prelude::*;
    #[device]
    fn helper(x: f32) -> f32 {
        x * 2.0f32
    }
    #[device]
    pub fn g(x: f32) -> f32 {
        helper(x) + 1.0f32
    }
}

use m::g;

#[kernel]
pub fn k(block: ThisBlock, input: &[f32], out: &mut [f32]) {
    let i = block.global_index();
    out[i] = g(input[i]);
}

fn main() {}
