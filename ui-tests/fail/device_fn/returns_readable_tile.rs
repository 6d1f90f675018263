//! Class M: a tile's phase is a proof of the barriers behind it; it is not returned.
use cuda_sync::prelude::*;

use cuda_sync::tile::Readable;

#[device]
fn synced(block: ThisBlock, tile: Tile<f32, 256>, x: f32) -> Tile<f32, 256, Readable> {
    tile.write_own(x).sync_threads()
}

fn main() {}
