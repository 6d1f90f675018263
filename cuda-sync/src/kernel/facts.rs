//! Facts about the API, checked when the crate compiles.
//!
//! Each is a rule of the lessons that the types must keep: if a change to the
//! crate ever broke one, the crate would stop compiling here.

use static_assertions::{assert_eq_align, assert_eq_size, assert_impl_all, assert_not_impl_any};

use crate::abi::cuda_sync_global;
use crate::block::{Barrier, GridSynced, Leader, ThisBlock};
use crate::flow::{
    AllThreads, BlockUniform, CoResident, CoResidentGrid, Converged, Divergent, Exited, Flow,
    GridConverged, Independent, Pending, Settled, UniformBranch,
};
use crate::lookback::TileStatus;
use crate::memory::Global;
use crate::publish::{
    Acquired, Arrival, ByBlock, ByLeader, ByThread, Counter, Fenced, HandOff, LastArrival,
    LeaderReleases, NotAcquired, NotReleased, Released, Ticket, Written,
};
use crate::scope::{Block, Covers, Device, System};
use crate::tile::{Filled, Readable, ReadablePhase, Writable, WritablePhase};

// Day 14: a divergent context has no barrier; an early return does not take it away.
assert_impl_all!(Flow<Converged, AllThreads>: BlockUniform);
assert_impl_all!(Flow<Converged, Exited<AllThreads>>: BlockUniform);
assert_not_impl_any!(Flow<Divergent, AllThreads>: BlockUniform);
assert_not_impl_any!(Flow<Divergent, Exited<AllThreads>>: BlockUniform);
assert_impl_all!(Flow<UniformBranch, AllThreads>: BlockUniform);

// A grid barrier needs a cooperative launch and the kernel's top level.
assert_impl_all!(Flow<Converged, AllThreads, CoResident>: CoResidentGrid, GridConverged);
assert_not_impl_any!(Flow<Converged, AllThreads, Independent>: CoResidentGrid);
assert_not_impl_any!(Flow<UniformBranch, AllThreads, CoResident>: GridConverged);
assert_not_impl_any!(Flow<Converged, Exited<AllThreads>, CoResident>: GridConverged);

// Day 27: a block-scope atomic or fence never reaches other blocks.
assert_impl_all!(Block: Covers<Block>);
assert_not_impl_any!(Block: Covers<Device>, Covers<System>);
assert_impl_all!(Device: Covers<Block>, Covers<Device>);
assert_not_impl_any!(Device: Covers<System>);
assert_impl_all!(System: Covers<Block>, Covers<Device>, Covers<System>);

// Day 27: only a ticket that released and acquired hands over other blocks' writes;
// a block barrier never does.
assert_impl_all!(LastArrival<Released, Acquired, Global<f32>, Device>: HandOff);
assert_not_impl_any!(LastArrival<NotReleased, Acquired, Global<f32>, Device>: HandOff);
assert_not_impl_any!(LastArrival<Released, NotAcquired, Global<f32>, Device>: HandOff);
assert_not_impl_any!(Barrier: HandOff);

// Day 14: a tile is read only after a barrier that follows the writes (its own
// or the block's), and written again only after one that follows the reads.
assert_impl_all!(Readable: ReadablePhase<Pending>);
assert_impl_all!(Filled<AllThreads>: ReadablePhase<Settled>);
assert_not_impl_any!(Filled<AllThreads>: ReadablePhase<Pending>);
assert_not_impl_any!(Writable: ReadablePhase<Settled>);
assert_impl_all!(Writable: WritablePhase<Pending, Pending>);
assert_impl_all!(Filled<AllThreads>: WritablePhase<Settled, Settled>);
assert_not_impl_any!(Filled<AllThreads>: WritablePhase<Settled, Pending>);
assert_not_impl_any!(Filled<AllThreads>: WritablePhase<Pending, Settled>);
assert_not_impl_any!(Readable: WritablePhase<Settled, Pending>);

// Tokens that prove something cannot be copied or forged by cloning.
assert_not_impl_any!(Written<Device, ByLeader, Global<f32>>: Clone);
assert_not_impl_any!(Fenced<Device, ByLeader, Global<f32>>: Clone);
assert_not_impl_any!(Ticket<Released, Acquired, Global<f32>, Device>: Clone);
assert_not_impl_any!(Arrival<Released, Acquired, Global<f32>, Device>: Clone);
assert_not_impl_any!(LastArrival<Released, Acquired, Global<f32>, Device>: Clone);
assert_not_impl_any!(Barrier: Clone);
assert_not_impl_any!(Counter<Device>: Clone);
assert_not_impl_any!(GridSynced<Global<u32>>: Clone);

// Memory that publishes moves into its evidence: one buffer, one proof.
assert_not_impl_any!(Global<f32>: Clone);

// The leader releases its own stores, or the block's after a barrier.
assert_impl_all!(ByLeader: LeaderReleases);
assert_impl_all!(ByBlock: LeaderReleases);
assert_not_impl_any!(ByThread: LeaderReleases);
assert_impl_all!(ThisBlock: Copy);
assert_impl_all!(Leader: Copy);

// Device-only values are uninhabited: nothing of them exists on the host.
assert_eq_size!(ThisBlock, ());
assert_eq_size!(Written<Device, ByLeader, Global<f32>>, ());

// The kernel-argument ABI: a device pointer and a 64-bit length (cpp/include/cuda_sync/abi.h).
assert_eq_size!(cuda_sync_global, [u64; 2]);
assert_eq_align!(cuda_sync_global, u64);
// A tile's status is one 128-byte line, as `static_assert`ed in lookback.cuh.
assert_eq_size!(TileStatus<i32>, [u8; 128]);
assert_eq_size!(TileStatus<u64>, [u8; 128]);
