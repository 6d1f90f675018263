//! Publishing to the host: page-locked host memory the GPU writes while the
//! host reads it, with the kernel still running.
//!
//! The host is outside device scope: "Publish data to the host:
//! `__threadfence_system()` plus a system-scope atomic" (lesson "Memory
//! Consistency and Fences"). Mapped memory reaches [`System`](crate::System),
//! so only system-scope fences and atomics order it, and a [`HostChannel`]'s
//! flags are set with a system-scope store that must release the payload.
//! The host's side of it, [`MappedHost`](crate::MappedHost), is in the
//! runtime. Mirrors `cpp/include/cuda_sync/host.cuh`.

use crate::flow::{Divergent, Nest};
use crate::maybe::{Maybe, Opened};
use crate::memory::CellIndex;
use crate::message::{SignalledByWriter, Slot, SlotOf};
use crate::on_device::OnDevice;
use crate::order::StoreOrder;
use crate::publish::{ByThread, Evidence, Released, Written};
use crate::scope::System;
use crate::uniform::Cell;
use core::marker::PhantomData;

/// Host memory a kernel reaches (reach [`System`]). A kernel parameter of this
/// type takes a `&MappedHost<T>` on the host. Like `Global`, it is not `Copy`:
/// a host channel owns its payload and its flags, two buffers.
pub struct Mapped<T> {
    pub(crate) _on_device: OnDevice,
    cells: PhantomData<T>,
}

/// Payload and flags in host memory: the device writes, the host reads.
pub struct HostChannel<T> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

/// The one writer of a [`HostChannel`]: thread 0 of block 0. Only it writes
/// and signals, so no two threads store one slot; a slot written again after
/// its signal stops the kernel (a device check: the host may be reading it).
pub struct HostProducer<T> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

/// Never implemented: a host channel is written by its producer only.
#[diagnostic::on_unimplemented(
    message = "a host channel is written by its producer only",
    label = "every thread that runs this line would store into the host's slots: two threads may store one",
    note = "rule O1: a cell has one writer; the host reads what the producer signals",
    note = "fix: `if let Some(producer) = channel.producer() {{ let written = producer.write(k, value); ... }}`"
)]
pub trait OnlyTheHostProducer {}

/// The flag store that tells the host: it must release the payload at system scope.
#[diagnostic::on_unimplemented(
    message = "the payload is not released to the host before its flag",
    label = "this flag store released nothing",
    note = "rule (lesson \"Memory Consistency and Fences\"): to publish data to the host, release it at system scope before the flag the host polls",
    note = "fix: `let fenced = written.release_fence::<System>();` then `channel.signal(1u32, Relaxed, fenced)`, or `channel.signal(1u32, Release, written)`"
)]
pub trait ReleasedToHost {}
impl ReleasedToHost for Released {}

impl<T: Cell> HostChannel<T> {
    /// The producer, in thread 0 of block 0 and no other thread: open it with
    /// `if let Some(producer) = channel.producer()`.
    pub fn producer(&self) -> Maybe<HostProducer<T>> {
        match self.on_device {}
    }

    /// Not every thread's to call: the producer writes
    /// (`if let Some(producer) = channel.producer()`).
    pub fn write(&self, slot: impl CellIndex, value: T) -> Written<System, ByThread, Slot<Self>>
    where
        Self: OnlyTheHostProducer,
    {
        let _ = (slot, value);
        match self.on_device {}
    }
}

/// Only thread 0 of block 0 is inside `if let Some(producer) = ...`.
impl<T> Opened for HostProducer<T> {
    type Inside<F: Nest> = Divergent;
}

impl<T: Cell> HostProducer<T> {
    /// The producer's store of payload cell `slot`, to be released at system
    /// scope.
    pub fn write(
        &self,
        slot: impl CellIndex,
        value: T,
    ) -> Written<System, ByThread, Slot<HostChannel<T>>> {
        let _ = (slot, value);
        match self.on_device {}
    }

    /// Sets the flag of the slot `evidence` stored to `value`, with a
    /// system-scope store of `order`.
    pub fn signal<O: StoreOrder, E>(&self, value: u32, order: O, evidence: E)
    where
        E: Evidence,
        E::Stored: SlotOf<HostChannel<T>>,
        E::Writer: SignalledByWriter,
        E::ReleasedBy<O>: ReleasedToHost,
    {
        let _ = (value, order, evidence);
        match self.on_device {}
    }
}
