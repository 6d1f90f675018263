//! Red team round 29: a buffer's element type through a type alias. rustc
//! resolves `St` to `TileStatus<i32>`; the C++ would read `Global<St>` and
//! know no `St` (rule N1), an error that waited for the first launch.
use cuda_sync::prelude::*;

type St = TileStatus<i32>;
type Float = f32;

#[kernel]
pub fn scan(block: ThisBlock, #[len(blocks + 1)] status: Global<St>, #[len(1)] cells: &mut [Float]) {
    let statuses = status.tile_statuses::<Device>();
    let tile = block.draw_tile(&statuses);
}

fn main() {}
