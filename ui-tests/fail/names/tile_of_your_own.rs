//! Red team, round 34: a `Tile` of the user's shadows the crate's. rustc
//! checks its `read`, which needs no barrier; the C++ names the shim's tile,
//! and reads a neighbour's cell with no `__syncthreads()` (rules N1, T1).
use cuda_sync::prelude::*;

pub struct Tile<T, const N: usize, P = ()>(core::marker::PhantomData<(T, P)>);
impl<T: Copy, const N: usize, P> cuda_sync::memory::SharedMemory for Tile<T, N, P> {}
impl<T: Copy, const N: usize, P> Tile<T, N, P> {
    pub fn write_own<F, A>(self, _flow: &F, _accesses: &A, _value: T) -> Tile<T, N, P> {
        unimplemented!()
    }
    pub fn read<A>(&self, _accesses: &A, _index: impl Copy) -> T {
        unimplemented!()
    }
}

#[kernel]
pub fn k(block: ThisBlock, #[len(threads)] out: &mut [u32]) {
    let t = block.thread_index();
    let tile: Tile<u32, 256> = block.shared();
    let tile = tile.write_own(t);
    out[block.global_index()] = tile.read((t + 1u32) % 256u32);
}

fn main() {}
