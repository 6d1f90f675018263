//! A tile's pitch and an output's width spelled as constant expressions
//! (`{ TILE as u64 + 1 }`, `{ ((!MASK as u64) >> 26) & 63 }`): the C++ takes
//! the value rustc computes, so NVRTC has a constant template argument, the
//! same number (red team rounds 67 and 68 found `as`, `!`, `count_ones` and
//! `&&` re-spelled in C++ were not constant expressions to NVRTC, which
//! refused what rustc took).
use cuda_sync::prelude::*;

/// Side of the tile.
pub const TILE: u32 = 32;

#[kernel]
pub fn padded(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: Output<f32, ByPosition<{ TILE as u64 }>>,
) {
    let tile: Tile<f32, 1056> = block.shared();
    let mut value = 0.0f32;
    if let Some(cell) = block.cell_2d::<{ TILE as u64 }>() {
        value = input[cell.get() as usize];
    }
    let placed = tile.write_own_2d::<{ TILE as u64 + 1 }>(value);
    block.sync_threads();
    let mirrored =
        placed.read_2d::<{ TILE as u64 + 1 }>(block.thread_index_y(), block.thread_index_x());
    if let Some(cell) = block.cell_2d::<{ TILE as u64 }>() {
        out[cell] = mirrored;
    }
}

/// A mask whose complement's top bits give the width.
pub const MASK: u32 = 0x0fff_ffff;

#[kernel]
pub fn computed(
    block: ThisBlock,
    #[len(blocks * threads)] input: &[f32],
    #[len(blocks * threads)] out: Output<f32, ByPosition<{ ((!MASK as u64) >> 26) & 63 }>>,
) {
    let tile: Tile<f32, 1056> = block.shared();
    let placed =
        tile.write_own_2d::<{ TILE.count_ones() as u64 + 32 }>(input[block.global_index()]);
    block.sync_threads();
    let pitch_ok = placed.read_2d::<{ (TILE > 16 && TILE < 64) as u64 * 16 + 17 }>(
        block.thread_index_y(),
        block.thread_index_x(),
    );
    if let Some(cell) = block.cell_2d::<{ ((!MASK as u64) >> 26) & 63 }>() {
        out[cell] = pitch_ok;
    }
}

fn main() {}
