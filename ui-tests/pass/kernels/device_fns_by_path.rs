//! Device functions called by their path, from a module beside the kernel and
//! from a nested one; their needs and their C++ come along with the path.
use cuda_sync::prelude::*;

mod util {
    use cuda_sync::prelude::*;

    #[device]
    pub fn axpy(a: f32, x: f32, y: f32) -> f32 {
        a.mul_add(x, y)
    }

    pub mod blockwide {
        use cuda_sync::prelude::*;

        #[device]
        pub fn total(block: ThisBlock, x: f32) -> f32 {
            block.reduce_sum(x).get()
        }
    }
}

#[kernel]
pub fn k(
    block: ThisBlock,
    a: f32,
    #[len(blocks * threads)] x: &[f32],
    #[len(blocks * threads)] y: &[f32],
    #[len(blocks * threads)] out: &mut [f32],
) {
    let i = block.global_index();
    let value = util::axpy(a.get(), x[i], y[i]);
    out[i] = value + util::blockwide::total(block, value);
}

fn main() {}
