//! A tile's pitch and an output's width spelled with `as` from a `u32`
//! constant (`{ TILE as u64 + 1 }`): a constant in the C++ as in the Rust, so
//! NVRTC takes it as a template argument (red team round 67 found `cast` was
//! not `constexpr`, and NVRTC refused what rustc took).
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

fn main() {}
