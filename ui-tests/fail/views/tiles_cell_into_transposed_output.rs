//! A tile's cell in an output of mirrored tiles: block (1, 0) owns rows 0..32,
//! columns 32..64 of the tiles, and rows 32..64, columns 0..32 mirrored, so
//! block (0, 1) of the mirrored view would store where block (1, 0) stores.
use cuda_sync::prelude::*;

#[kernel]
pub fn unmirrored(block: ThisBlock, out: Output<f32, Coalesced<Transposed<Tiles<32, 32, 4096>>>>) {
    let mine = block.tiles::<32, 32, 4096>().coalesced();
    if let Some(cell) = mine.cell(0u32) {
        out[cell] = 1.0f32;
    }
}

fn main() {}
