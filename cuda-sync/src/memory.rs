//! Memory and its reach: who can touch it.
//!
//! Global memory passed to a kernel reaches every block of the grid; shared
//! memory reaches one block. Atomics on memory exist only at a scope that covers
//! its reach, and cells other blocks publish are read only with proof of the
//! hand-off. Mirrors `cpp/include/cuda_sync/memory.cuh`.

use core::marker::PhantomData;

use crate::atomic::Atomic;
use crate::on_device::OnDevice;
use crate::publish::{HandOff, Written};
use crate::scope::{Block, Covers, Device, Scope};
use crate::uniform::Uniform;

/// An index into device memory: a `u32` or `u64`, plain or uniform.
pub trait CellIndex {}
impl CellIndex for u32 {}
impl CellIndex for u64 {}
impl CellIndex for Uniform<u32> {}
impl CellIndex for Uniform<u64> {}

/// Global memory that every block of the grid can touch (reach [`Device`]).
///
/// A kernel parameter of this type takes a `&mut CudaSlice<T>` on the host. Its
/// cells are touched only atomically or through a publication hand-off.
pub struct Global<T> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

impl<T> Clone for Global<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Global<T> {}

impl<T: Copy> Global<T> {
    /// An atomic view of cell `index` at scope `S`, which must cover [`Device`].
    pub fn atomic<S: Scope + Covers<Device>>(&self, index: impl CellIndex) -> Atomic<T, S> {
        let _ = index;
        match self.on_device {}
    }

    /// This thread's plain store of cell `index`, which other threads will read
    /// once it is released (by a fence and a signal, or a grid barrier).
    pub fn write(&self, index: impl CellIndex, value: T) -> Written<Device> {
        let _ = (index, value);
        match self.on_device {}
    }

    /// Reads cell `index`, which another block published. `last` proves the
    /// hand-off: every block's ticket released its store, and this block
    /// acquired them all (day 27).
    pub fn read<P: HandOff>(&self, index: impl CellIndex, proof: &P) -> T {
        let _ = (index, proof);
        match self.on_device {}
    }
}

/// Memory a block declares with `let name: Type = block.shared();` (C++ `__shared__`).
pub trait SharedMemory {}

/// `N` cells of shared memory: only this block's threads reach them ([`Block`]).
///
/// Shared memory starts with no defined contents (day 14: the barrier "says
/// nothing about ... the initial contents of shared memory").
pub struct Shared<T, const N: usize> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

impl<T, const N: usize> SharedMemory for Shared<T, N> {}

impl<T: Copy, const N: usize> Shared<T, N> {
    /// An atomic view of cell `index` at scope `S`; `Block` is enough here.
    pub fn atomic<S: Scope + Covers<Block>>(&self, index: impl CellIndex) -> Atomic<T, S> {
        let _ = index;
        match self.on_device {}
    }
}

/// The two cells of a grid-wide barrier in global memory (arrivals and
/// generation). A kernel parameter of this type takes a `&mut CudaSlice<u32>` of
/// at least two zeroed cells; the barrier leaves them ready for the next launch.
#[derive(Clone, Copy)]
pub struct GridBarrier {
    pub(crate) _on_device: OnDevice,
}
