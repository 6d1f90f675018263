//! Memory and its reach: who can touch it.
//!
//! Global memory passed to a kernel reaches every block of the grid; shared
//! memory reaches one block. Atomics on memory exist only at a scope that covers
//! its reach, and cells other blocks publish are read only with proof of the
//! hand-off. Mirrors `cpp/include/cuda_sync/memory.cuh`.

use core::marker::PhantomData;

use crate::atomic::Atomic;
use crate::flow::{FlowState, KernelTopLevel};
use crate::on_device::OnDevice;
use crate::scope::{Block, Covers, Device, Scope};
pub use crate::uniform::{Cell, Number};
use crate::uniform::{Uniform, WarpUniform};

/// An index into device memory: a `u32`, `u64` or `usize`, plain or uniform.
pub trait CellIndex {}
impl CellIndex for u32 {}
impl CellIndex for u64 {}
impl CellIndex for usize {}
impl CellIndex for Uniform<u32> {}
impl CellIndex for Uniform<u64> {}
impl CellIndex for Uniform<usize> {}
impl CellIndex for WarpUniform<u32> {}
impl CellIndex for WarpUniform<u64> {}
impl CellIndex for WarpUniform<usize> {}

/// A count of cells, the end of a grid-stride loop: a `u32`, `u64` or
/// `usize`, plain or uniform (a kernel's `n: usize` as well as its `n: u64`).
/// Every one of them widens to 64 bits without loss.
pub trait CellCount {}
impl CellCount for u32 {}
impl CellCount for u64 {}
impl CellCount for usize {}
impl CellCount for Uniform<u32> {}
impl CellCount for Uniform<u64> {}
impl CellCount for Uniform<usize> {}
impl CellCount for WarpUniform<u32> {}
impl CellCount for WarpUniform<u64> {}
impl CellCount for WarpUniform<usize> {}

/// Global memory that every block of the grid can touch (reach [`Device`]).
///
/// A kernel parameter of this type takes a `&mut CudaSlice<T>` on the host. Its
/// cells are touched atomically, or stored once and then read through the proof
/// that published them. It is not `Copy`: a store moves it into its evidence,
/// a channel or counter made of it owns it, so every reader of published cells
/// reads through the one object that published them.
pub struct Global<T> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

/// What a proof grants reading: memory with cells of type `Item`.
pub trait Cells {
    /// The cell type.
    type Item;
}

/// The cells of a `Global<T>` as atomics at scope `S` (see [`Global::atomics`]).
pub struct Atomics<T, S: Scope> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, S)>,
}

impl<T: Number, S: Scope> Atomics<T, S> {
    /// Cell `index`, atomically.
    pub fn at(&self, index: impl CellIndex) -> Atomic<T, S> {
        let _ = index;
        match self.on_device {}
    }
}

impl<T> Cells for Global<T> {
    type Item = T;
}

impl<T: Cell> Global<T> {
    /// An atomic view of cell `index` at scope `S`, which must cover [`Device`].
    /// The memory moves into it: memory used atomically is used only
    /// atomically, so no plain store or read races an atomic on the same cell.
    /// Like every move of a `Global`, only at the kernel's top level, so that
    /// every block gives the memory the same protocol. The macro passes `flow`.
    pub fn atomic<S: Scope + Covers<Device>>(
        self,
        flow: &impl KernelTopLevel,
        index: impl CellIndex,
    ) -> Atomic<T, S>
    where
        T: Number,
    {
        let _ = (flow, index);
        match self.on_device {}
    }

    /// Every cell as an atomic at scope `S` (a histogram's bins): the memory
    /// moves into the view, and is used only atomically from then on.
    /// Only at the kernel's top level. The macro passes `flow`.
    pub fn atomics<S: Scope + Covers<Device>>(self, flow: &impl KernelTopLevel) -> Atomics<T, S>
    where
        T: Number,
    {
        let _ = flow;
        match self.on_device {}
    }

    /// Not how published cells are read: they are read through the proof that
    /// published them, which holds this memory. This signature exists to say so.
    /// The macro passes the tile accesses, unused here (every `read` gets them).
    pub fn read<A, P: ReadsThrough>(&self, accesses: &A, index: impl CellIndex, proof: &P) -> T {
        let _ = (accesses, index, proof);
        match self.on_device {}
    }
}

/// Never implemented: cells other threads stored are read through the proof.
#[diagnostic::on_unimplemented(
    message = "other threads' stores are read through the proof that published them, not through `Global::read`",
    label = "`{Self}` does not hold this memory",
    note = "rule (day 14, day 27): a proof stands for one buffer and the sync object that published it (a block barrier publishes nothing to other blocks); the memory moved into the evidence, and from there into the proof",
    note = "fix: `last.read(i)` in the block that drew the last ticket, `synced.read(i)` after a grid barrier, `channel.read(&message)` after a flag"
)]
pub trait ReadsThrough {}

/// Memory a block declares with `let name: Type = block.shared();` (C++ `__shared__`).
pub trait SharedMemory {}

/// `N` cells of shared memory: only this block's threads reach them ([`Block`]).
///
/// Shared memory starts with no defined contents (day 14: the barrier "says
/// nothing about ... the initial contents of shared memory"). A copy names the
/// same cells, as the C++ handle does.
pub struct Shared<T, const N: usize> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

impl<T, const N: usize> Clone for Shared<T, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, const N: usize> Copy for Shared<T, N> {}

impl<T: Cell, const N: usize> SharedMemory for Shared<T, N> {}

impl<T: Cell, const N: usize> Shared<T, N> {
    /// An atomic view of cell `index` at scope `S`, which is `Block`: the
    /// block's threads are all that reach the memory. The macro passes `flow`.
    /// It takes the handle by value, as [`Global::atomic`] does, so that no
    /// trait method of the same name is found before it (rule N1).
    pub fn atomic<S: SharedScope>(
        self,
        flow: &impl FlowState,
        index: impl CellIndex,
    ) -> Atomic<T, S>
    where
        T: Number,
    {
        let _ = (flow, index);
        match self.on_device {}
    }
}

/// The scope of a shared-memory atomic: [`Block`], the memory's reach.
///
/// A wider scope orders nothing more (no thread outside the block reaches
/// the cell) and would hide the memory from rule A1, which reads an atomic's
/// memory from its scope where the text does not show it: a `Block` atomic is
/// in shared memory, a `Device` or `System` one in global memory.
#[diagnostic::on_unimplemented(
    message = "a shared-memory atomic at scope `{Self}`",
    label = "only the block's threads reach shared memory: its atomics are `Block`-scope",
    note = "rule S1 (day 27): the scope is a promise about who sees the operation; shared memory is seen by its block alone, and rule A1 tells shared atomics from global ones by their scope",
    note = "fix: `cells.atomic::<Block>(i)`"
)]
pub trait SharedScope: Scope {}
impl SharedScope for Block {}

/// The two cells of a grid-wide barrier in global memory (arrivals and
/// generation). A kernel parameter of this type takes a `&mut CudaSlice<u32>` of
/// at least two zeroed cells; the barrier leaves them ready for the next launch.
#[derive(Clone, Copy)]
pub struct GridBarrier {
    pub(crate) _on_device: OnDevice,
}
