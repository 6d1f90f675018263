//! Red team, round 37: Rust looks a method up by value before it borrows the
//! receiver, so a user trait's `read(self, ..)` answered `tile.read(..)`
//! before the crate's `Tile::read(&self, ..)`, and asked nothing of the
//! tile's phase: the read of another thread's cell compiled with no barrier
//! after the write (day 14's `reverseTileRacy`). The C++ called the shim's
//! `read`. The macro now hands every crate method that borrows its receiver
//! exactly `&Tile`, so the crate's own method is found first (rules N1, T1).
use cuda_sync::prelude::*;

pub trait ReadAnyPhase<T> {
    fn read<A>(self, accesses: &A, index: u32) -> T;
}
impl<T, const N: usize, P> ReadAnyPhase<T> for Tile<T, N, P> {
    fn read<A>(self, _accesses: &A, _index: u32) -> T {
        unimplemented!()
    }
}

#[kernel]
pub fn reverse_tile_racy(block: ThisBlock, #[len(blocks * threads)] input: &[f32], #[len(blocks * threads)] out: &mut [f32]) {
    let tile: Tile<f32, 1024> = block.shared();
    let me = block.global_index();
    let tile = tile.write_own(input[me]);
    out[me] = tile.read(block.size() - 1u32 - block.thread_index());
}

fn main() {}
