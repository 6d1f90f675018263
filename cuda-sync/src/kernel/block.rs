//! The block: what a thread knows of it, and what it does together.
//!
//! [`ThisBlock`] is a kernel's first parameter. Its block-wide operations take
//! the hidden flow token that `#[kernel]` passes and compile only in
//! block-uniform control flow ([`BlockUniform`]). Work the block does once (the
//! lesson's `if (tid == 0) { ... }`) goes through its [`Leader`]; what the leader
//! learns reaches the block only through a broadcast, which is the barrier the
//! lesson puts below the fence. Mirrors `cpp/include/cuda_sync/block.cuh`.

use core::marker::PhantomData;

use crate::flow::{
    AllPresent, BlockUniform, CoResidentGrid, GridConverged, KernelTopLevel, WarpConverged,
};
use crate::host::{HostChannel, Mapped};
use crate::maybe::Maybe;
use crate::memory::{CellIndex, Cells, Global, GridBarrier, SharedMemory};
use crate::message::Channel;
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::output::{ByPosition, ByTransposedTile, GridStride, Own, Strided};
use crate::publish::{
    Arrival, ByLeader, ByThread, Counter, Evidence, LastArrival, LeaderReleases, Ticket, Written,
};
use crate::queue::Queue;
use crate::scope::{Covers, Device, Scope};
use crate::uniform::{Cell, Number};
use crate::uniform::{Uniform, WarpUniform};
use crate::view::{Chunks, Region, Tiles, WarpChunks};

/// The kernel's view of its block.
///
/// In a launch of two or three dimensions ([`LaunchSize::new_2d`](crate::LaunchSize::new_2d)),
/// [`index`](ThisBlock::index) and [`thread_index`](ThisBlock::thread_index)
/// are ranks, x fastest: the order in which CUDA forms warps, so every rule
/// stated over them (whole warps under `tid < 32`, one owner per output
/// cell, the leader is thread 0) holds in any shape. The indices and sizes
/// along each axis are `index_x()` .. `thread_index_z()`.
#[derive(Clone, Copy)]
pub struct ThisBlock {
    pub(crate) on_device: OnDevice,
}

/// The indices and sizes along one axis: the block's (uniform) and the thread's (not).
macro_rules! axes {
    ($($index:ident $count:ident $size:ident $thread:ident: $axis:literal),*) => {$(
        #[doc = concat!("`blockIdx.", $axis, "`: this block's index along ", $axis, ".")]
        pub fn $index(&self) -> Uniform<u32> {
            match self.on_device {}
        }

        #[doc = concat!("`gridDim.", $axis, "`: blocks along ", $axis, ".")]
        pub fn $count(&self) -> Uniform<u32> {
            match self.on_device {}
        }

        #[doc = concat!("`blockDim.", $axis, "`: threads of a block along ", $axis, ".")]
        pub fn $size(&self) -> Uniform<u32> {
            match self.on_device {}
        }

        #[doc = concat!("`threadIdx.", $axis, "`: this thread's index along ", $axis, "; never uniform.")]
        pub fn $thread(&self) -> u32 {
            match self.on_device {}
        }
    )*};
}

impl ThisBlock {
    axes!(index_x count_x size_x thread_index_x: "x",
        index_y count_y size_y thread_index_y: "y",
        index_z count_z size_z thread_index_z: "z");

    /// `index_x() * size_x() + thread_index_x()`: this thread's column in the grid.
    pub fn global_x(&self) -> u64 {
        match self.on_device {}
    }

    /// `index_y() * size_y() + thread_index_y()`: this thread's row in the grid.
    pub fn global_y(&self) -> u64 {
        match self.on_device {}
    }

    /// `index_z() * size_z() + thread_index_z()`: this thread's layer in the grid.
    pub fn global_z(&self) -> u64 {
        match self.on_device {}
    }

    /// The cell at this thread's position of a row-major matrix `WIDTH` cells
    /// wide, `global_y() * WIDTH + global_x()`, if `global_x() < WIDTH` and
    /// `global_z() == 0`: every thread its own, in an
    /// [`Output<T, ByPosition<WIDTH>>`](crate::output::ByPosition). The width
    /// is a constant (`cell_2d::<1024>()`, `cell_2d::<{ WIDTH }>()`, a const
    /// parameter), the same in every block, and the output's type names it:
    /// two widths would give two threads one cell. At most 2³²; a larger one
    /// stops NVRTC.
    pub fn cell_2d<const WIDTH: u64>(&self) -> Maybe<Own<ByPosition<WIDTH>>> {
        match self.on_device {}
    }

    /// The cell of this thread in its block's tile of a row-major matrix
    /// `WIDTH` cells wide, mirrored (a transpose's store): the block at
    /// (`bx`, `by`) of `W × H` threads owns rows `bx·W ..` and columns
    /// `by·H ..`, and its thread (`tx`, `ty`) the cell at row `bx·W + ty`,
    /// column `by·H + tx`, if `ty < W`, `tx < H`, that column is below
    /// `WIDTH`, the row's cells fit 64 bits, and the thread and block are in
    /// layer 0 (square blocks cover
    /// their whole tile). Distinct threads, distinct cells, in an
    /// [`Output<T, ByTransposedTile<WIDTH>>`](crate::output::ByTransposedTile).
    pub fn cell_2d_transposed<const WIDTH: u64>(&self) -> Maybe<Own<ByTransposedTile<WIDTH>>> {
        match self.on_device {}
    }

    /// The cell at this thread's position of a row-major volume of layers
    /// `WIDTH × HEIGHT`, `(global_z() * HEIGHT + global_y()) * WIDTH +
    /// global_x()`, if `global_x() < WIDTH` and `global_y() < HEIGHT`, in an
    /// [`Output<T, ByPosition<WIDTH, HEIGHT>>`](crate::output::ByPosition).
    /// `WIDTH × HEIGHT` is at most 2³², as [`cell_2d`](ThisBlock::cell_2d).
    pub fn cell_3d<const WIDTH: u64, const HEIGHT: u64>(
        &self,
    ) -> Maybe<Own<ByPosition<WIDTH, HEIGHT>>> {
        match self.on_device {}
    }

    /// Region of a view: the block of rank `b` owns cells `b·C ..< b·C + C`
    /// (a row of a softmax, a block's chunk of a long array). Split it
    /// among the block's threads, `.coalesced()` or `.contiguous::<K>()`
    /// ([`view`](crate::view)).
    pub fn chunks<const C: u64>(&self) -> Region<Chunks<C>> {
        match self.on_device {}
    }

    /// Region of a view: the warp of rank `w` in the grid owns cells
    /// `w·C ..< w·C + C`, split among its lanes (a warp per row:
    /// `warp_chunks::<1>().coalesced()` gives lane 0 the row's cell)
    /// ([`view`](crate::view)).
    pub fn warp_chunks<const C: u64>(&self) -> Region<WarpChunks<C>> {
        match self.on_device {}
    }

    /// Region of a view: the block at (`bx`, `by`) owns the `ROWS ×
    /// COLUMNS` tile at rows `by·ROWS ..`, columns `bx·COLUMNS ..` of a
    /// row-major matrix `WIDTH` cells wide; `.transposed()` mirrors it
    /// ([`view`](crate::view)).
    pub fn tiles<const ROWS: u64, const COLUMNS: u64, const WIDTH: u64>(
        &self,
    ) -> Region<Tiles<ROWS, COLUMNS, WIDTH>> {
        match self.on_device {}
    }

    /// The block's rank in the grid (`blockIdx.x` in one dimension).
    pub fn index(&self) -> Uniform<u32> {
        match self.on_device {}
    }

    /// The number of blocks in the grid (`gridDim.x` in one dimension).
    pub fn count(&self) -> Uniform<u32> {
        match self.on_device {}
    }

    /// The number of threads in the block (`blockDim.x` in one dimension).
    pub fn size(&self) -> Uniform<u32> {
        match self.on_device {}
    }

    /// The thread's rank in its block (`threadIdx.x` in one dimension):
    /// different in every thread, so never uniform.
    pub fn thread_index(&self) -> u32 {
        match self.on_device {}
    }

    /// This thread's rank in the grid, `index() * size() + thread_index()`:
    /// the cell it owns in an output ([`Output`](crate::output::Output)).
    pub fn global_index(&self) -> Own<ByThread> {
        match self.on_device {}
    }

    /// `for i in block.grid_stride(n)`: this thread's grid rank, then every
    /// index one grid (`count() * size()`) further, below `n`; each one
    /// this thread's own in an output ([`Output`](crate::output::Output)).
    pub fn grid_stride(&self, n: impl crate::memory::CellCount) -> GridStride {
        let _ = n;
        match self.on_device {}
    }

    /// `for i in block.block_stride(n)`: this thread's rank in the block, then
    /// every index one block (`size()`) further, below `n`: the threads of a
    /// block share out `0..n` (shared memory to clear, bins to merge). Each
    /// block runs the same indices, so they are plain numbers, owning no
    /// output cell; threads run different numbers of iterations, so the body
    /// is divergent.
    pub fn block_stride(&self, n: impl Into<u32>) -> BlockStride {
        let _ = n;
        match self.on_device {}
    }

    /// Declares shared memory: `let counts: Shared<u32, 256> = block.shared();`
    /// becomes `__shared__` storage in the kernel. The type must be written out,
    /// with its cell count as a number, or as a const parameter of the kernel
    /// (`Shared<u32, BINS>`, `BINS: usize`), which makes it dynamic shared
    /// memory, sized by the launch. In a `#[device]` function the storage is
    /// the same on every call, so the declaration is a barrier: no thread starts
    /// writing it while another still reads the previous call's cells. The macro
    /// passes `flow`.
    pub fn shared<M: SharedMemory, Fl: BlockUniform>(&self, flow: &Fl) -> M {
        let _ = flow;
        match self.on_device {}
    }

    /// A message channel over `payload` and `flags` (one flag per payload
    /// cell, which the launcher zeroes before each launch, rule I1): see
    /// [`Channel`].
    pub fn channel<T: Cell, Rel, Fl: KernelTopLevel>(
        &self,
        flow: &Fl,
        payload: Global<T>,
        flags: Global<u32>,
    ) -> Channel<T, Rel> {
        let _ = (flow, payload, flags);
        match self.on_device {}
    }

    /// A channel to the host over mapped `payload` and `flags`: see [`HostChannel`].
    pub fn host_channel<T: Cell, Fl: KernelTopLevel>(
        &self,
        flow: &Fl,
        payload: Mapped<T>,
        flags: Mapped<u32>,
    ) -> HostChannel<T> {
        let _ = (flow, payload, flags);
        match self.on_device {}
    }

    /// `__nanosleep(ns)`: this thread pauses for about `ns` nanoseconds (at most 1 ms).
    pub fn sleep(&self, ns: impl Into<u32>) {
        let _ = ns;
        match self.on_device {}
    }

    /// A single-producer ring queue over `items` (its capacity), one turn
    /// counter per item cell, and a 64-bit claim counter, which the launcher
    /// zeroes before each launch (rule I1): see [`Queue`].
    pub fn queue<T: Cell, Rel, Fl: KernelTopLevel>(
        &self,
        flow: &Fl,
        items: Global<T>,
        turns: Global<u32>,
        tail: Global<u64>,
    ) -> Queue<T, Rel> {
        let _ = (flow, items, turns, tail);
        match self.on_device {}
    }

    /// Thread 0, acting for the block.
    pub fn leader(&self) -> Leader {
        match self.on_device {}
    }

    /// `__syncthreads()`: waits for every non-exited thread of the block; what each
    /// wrote before is visible to all after. Block scope only (day 14): the
    /// [`Barrier`] it returns proves nothing about other blocks. The macro passes
    /// `flow`. It takes the block by value, as every crate method of this name
    /// does, so that no trait method of the same name is found before it
    /// (rule N1).
    pub fn sync_threads<Fl: BlockUniform>(self, flow: &Fl) -> Barrier {
        let _ = flow;
        match self.on_device {}
    }

    /// The grid-wide barrier: every thread of every block waits here, and what
    /// each stored before (`written`) is visible to all after, through the
    /// returned proof. Only in a `#[kernel(cooperative)]` kernel, whose launch
    /// keeps every block resident, and only at the kernel's top level. The
    /// macro passes `flow`.
    pub fn sync_grid<Fl: CoResidentGrid + GridConverged, W, B>(
        &self,
        flow: &Fl,
        barrier: GridBarrier,
        written: Written<Device, W, B>,
    ) -> GridSynced<B> {
        let _ = (flow, barrier, written);
        match self.on_device {}
    }

    /// The sum of `value` over the block, in every thread (warp shuffles, then
    /// shared memory and two barriers). The macro passes `flow`.
    pub fn reduce_sum<T: Number, Fl: BlockUniform + AllPresent>(
        &self,
        flow: &Fl,
        value: T,
    ) -> Uniform<T> {
        let _ = (flow, value);
        match self.on_device {}
    }

    /// The sum of `value` over this thread's warp, in every lane of it (warp
    /// shuffles, no shared memory, no lockstep assumed). The whole warp must be
    /// here, so the flow must be block-uniform. The macro passes `flow`.
    pub fn warp_sum<T: Number, Fl: WarpConverged + AllPresent>(&self, flow: &Fl, value: T) -> T {
        let _ = (flow, value);
        match self.on_device {}
    }

    /// This thread's lane in its warp: its rank in the block (x fastest, the
    /// order CUDA forms warps in) modulo 32; `threadIdx.x % 32` in a block of
    /// one dimension.
    pub fn lane_index(&self) -> u32 {
        match self.on_device {}
    }

    /// This thread's warp in its block: its rank in the block divided by 32.
    /// Equal in every lane of the warp, so a condition on it, or on what
    /// arithmetic with uniform values makes of it, holds whole warps: a warp
    /// a row (`if block.index() * warps + block.warp_index() < rows`) may
    /// reduce with `warp_sum` inside the branch (rule U2).
    pub fn warp_index(&self) -> WarpUniform<u32> {
        match self.on_device {}
    }

    /// Hands the leader's ticket to every thread of the block (shared memory and
    /// two barriers). The macro passes `flow`.
    pub fn broadcast_ticket<Rel, Acq, B, S: Scope, Fl: BlockUniform + AllPresent>(
        &self,
        flow: &Fl,
        ticket: Ticket<Rel, Acq, B, S>,
    ) -> Arrival<Rel, Acq, B, S> {
        let _ = (flow, ticket);
        match self.on_device {}
    }
}

/// Proof that a block barrier ran here. It orders memory among this block's
/// threads and nothing else: it is never a hand-off between blocks.
pub struct Barrier {
    pub(crate) _on_device: OnDevice,
}

/// Proof that a grid barrier ran: every thread's stores into `B` before it are
/// visible to every thread after it, in every block. It holds `B`: reading
/// goes through it.
pub struct GridSynced<B> {
    pub(crate) on_device: OnDevice,
    stored: PhantomData<B>,
}

impl<B: Cells> GridSynced<B> {
    /// Cell `index` of what every thread stored before the grid barrier.
    /// The macro passes the tile accesses, unused here (every `read` gets them).
    pub fn read<A>(&self, accesses: &A, index: impl CellIndex) -> B::Item {
        let _ = (accesses, index);
        match self.on_device {}
    }
}

/// Thread 0 of the block, doing the block's once-only work in program order.
#[derive(Clone, Copy)]
pub struct Leader {
    pub(crate) on_device: OnDevice,
}

impl Leader {
    /// The block's own cell of an [`Output<T, ByLeader>`](crate::output::Output),
    /// `block.index()`: `Some` in the leader only. Write it with
    /// `if let Some(cell) = leader.cell() { out[cell] = value; }`.
    pub fn cell(&self) -> Maybe<Own<ByLeader>> {
        match self.on_device {}
    }

    /// Stores `value` in this block's own cell of `memory`, `block.index()`,
    /// for other blocks to read; the evidence must be released before they may.
    /// The memory moves into the evidence.
    pub fn store<T: Cell>(
        &self,
        flow: &impl KernelTopLevel,
        memory: Global<T>,
        value: T,
    ) -> Written<Device, ByLeader, Global<T>> {
        let _ = (flow, memory, value);
        match self.on_device {}
    }

    /// `counter.fetch_add(1, order)`: draws this block's ticket, signalling the
    /// store `evidence` stands for. The ticket's type records whether the store was
    /// released (a release order, or a fence before) and whether it acquires; it
    /// holds the counter and what was stored.
    pub fn take_ticket<S: Scope + Covers<Device>, O: Order, E: Evidence, Fl: KernelTopLevel>(
        &self,
        flow: &Fl,
        counter: Counter<S>,
        order: O,
        evidence: E,
    ) -> Ticket<E::ReleasedBy<O>, O::Acquires, E::Stored, S>
    where
        E::Writer: LeaderReleases,
    {
        let _ = (flow, counter, order, evidence);
        match self.on_device {}
    }

    /// Resets the counter to 0 for the next launch (the CUDA guide's sample does
    /// it in the last block). Only the last block can: it holds `last`.
    pub fn reset<Rel, Acq, B, S: Scope>(&self, last: LastArrival<Rel, Acq, B, S>) {
        let _ = last;
        match self.on_device {}
    }
}

/// The indices of [`ThisBlock::block_stride`]: plain numbers.
pub type BlockStride = Strided<u32>;
