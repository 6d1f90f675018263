//! Red team, round 21: two tiles under one name from a macro and its caller:
//! the C++ read the tile that had no barrier after its write (rule N1).
use cuda_sync::prelude::*;

macro_rules! make {
    ($t:ident) => {
        #[kernel]
        pub fn hyg_tile(
            block: ThisBlock,
            #[len(blocks * threads)] input: &[f32],
            #[len(blocks * threads)] out: &mut [f32],
        ) {
            let $t: Tile<f32, 1024> = block.shared();
            let t: Tile<f32, 1024> = block.shared();
            let i = block.global_index();
            let j = (block.thread_index() + 1u32) % block.size();
            let $t = $t.write_own(input[i]);
            let $t = $t.sync_threads();
            let t = t.write_own(input[i] * 2.0f32);
            out[i] = $t.read(j);
        }
    };
}
make!(t);
fn main() {}
