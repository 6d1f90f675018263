//! Message passing: a payload, and a flag that says it is there.
//!
//! "Thread A writing data = 42 followed by flag = 1 gives no guarantee that
//! thread B, spinning on flag, sees data's new value the moment it sees flag's"
//! (lesson "Memory Consistency and Fences"). The producer releases (a release
//! store of the flag, or a fence and then a relaxed store) and the consumer
//! acquires (an acquire load, or a relaxed load and then a fence) before it
//! reads the payload. A [`Channel`] ties both sides: the way its flags are set
//! is part of its type, so a consumer cannot read what was never released.
//!
//! Waiting on another block needs that block to run: an unbounded wait exists
//! only in a `#[kernel(cooperative)]` kernel; elsewhere a wait has a bound and
//! says when it ran out. Mirrors `cpp/include/cuda_sync/message.cuh`.

use core::marker::PhantomData;

use crate::flow::CoResidentGrid;
use crate::maybe::Maybe;
use crate::memory::CellIndex;
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::publish::{Acquired, Evidence, HandOff, NotAcquired, Released, Written};
use crate::scope::{Covers, Device, Scope};

/// Payload cells and their flags in global memory; `Rel` records whether the
/// flags are set with a release ([`Released`]) or not, inferred from `signal`.
pub struct Channel<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

impl<T: Copy, Rel> Channel<T, Rel> {
    /// This thread's store of payload cell `slot`, to be released by the signal.
    pub fn write(&self, slot: impl CellIndex, value: T) -> Written<Device> {
        let _ = (slot, value);
        match self.on_device {}
    }

    /// Sets flag `slot` with `order` (a device-scope atomic store). The store
    /// `evidence` stands for is released if `order` releases or a fence came before.
    pub fn signal<O: Order, E: Evidence<ReleasedBy<O> = Rel>>(
        &self,
        slot: impl CellIndex,
        order: O,
        evidence: E,
    ) {
        let _ = (slot, order, evidence);
        match self.on_device {}
    }

    /// Waits for flag `slot`, loading it with `order`, at most `bound` times;
    /// `None` when the bound ran out first (the producer's block may not have run).
    pub fn wait<O: Order>(
        &self,
        slot: impl CellIndex,
        order: O,
        bound: impl Into<u32>,
    ) -> Maybe<Message<Rel, O::Acquires>> {
        let _ = (slot, order, bound);
        match self.on_device {}
    }

    /// Waits for flag `slot` without a bound: only where every block is resident
    /// (a cooperative launch). The macro passes `flow`.
    pub fn wait_forever<O: Order, Fl: CoResidentGrid>(
        &self,
        flow: &Fl,
        slot: impl CellIndex,
        order: O,
    ) -> Message<Rel, O::Acquires> {
        let _ = (flow, slot, order);
        match self.on_device {}
    }

    /// Payload cell `slot`, which `message` proves was released and acquired.
    pub fn read<Acq>(&self, slot: impl CellIndex, message: &Message<Rel, Acq>) -> T
    where
        Message<Rel, Acq>: HandOff,
    {
        let _ = (slot, message);
        match self.on_device {}
    }
}

/// A flag this thread saw set: `Rel` says how it was set, `Acq` how it was read.
pub struct Message<Rel, Acq> {
    pub(crate) on_device: OnDevice,
    order: PhantomData<(Rel, Acq)>,
}

impl<Rel> Message<Rel, NotAcquired> {
    /// An acquire fence at scope `S` after the load that saw the flag: this
    /// thread's later loads see what the producer released.
    pub fn acquire_fence<S: Scope + Covers<Device>>(self) -> Message<Rel, Acquired> {
        match self.on_device {}
    }
}

/// The producer's half: the payload was released before the flag was set.
#[diagnostic::on_unimplemented(
    message = "the payload was not released before its flag was set",
    label = "the flags of this channel are set with a relaxed store that released nothing",
    note = "rule (lesson \"Memory Consistency and Fences\"): the flag store and the payload store may become visible in either order; only a release between them, or on the flag store, orders them",
    note = "fix: `channel.signal(slot, Release, written)`, or `let fenced = written.release_fence::<Device>();` and then `channel.signal(slot, Relaxed, fenced)`"
)]
pub trait PayloadReleased {}
impl PayloadReleased for Released {}

/// The consumer's half: the flag was read with an acquire, or followed by an acquire fence.
#[diagnostic::on_unimplemented(
    message = "the payload is read without acquiring the flag",
    label = "this message was received with a relaxed load and no fence after it",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\"): a relaxed atomic read carries no ordering, so the load of the payload may run ahead of the load that saw the flag",
    note = "fix: `channel.wait(slot, Acquire, bound)`, or `let message = message.acquire_fence::<Device>();` before the read"
)]
pub trait FlagAcquired {}
impl FlagAcquired for Acquired {}

impl<Rel: PayloadReleased, Acq: FlagAcquired> HandOff for Message<Rel, Acq> {}
