//! A single-producer ring queue between blocks.
//!
//! "A single-producer ring with a monotonically increasing index is the version
//! that avoids a compare-exchange loop entirely, because the producer is the
//! only writer and atomicAdd returns a unique slot" (lesson "Atomics, Fences,
//! and Memory Scopes"). Consumers claim item numbers with one relaxed
//! `fetch_add`; item `k` lives in slot `k % capacity` on lap `k / capacity`, and
//! each slot's turn counter says whose move it is: the producer publishes an item
//! with a release, the consumer acquires it,
//! reads it, and hands the slot back with a release that the producer acquires
//! before writing the slot again. A consumer waits only for the item it
//! claimed, once: the wait takes the [`Claim`], and the message it returns
//! carries the slot and the lap, which the read and the hand-back use. Claims
//! count in 64 bits, so no two consumers ever hold one number. Producer and consumers wait on each other
//! across blocks, so the waits exist only in a `#[kernel(cooperative)]` kernel.
//! Mirrors `cpp/include/cuda_sync/queue.cuh`.

use core::marker::PhantomData;

use crate::flow::{Assignable, CoResidentGrid, Divergent, Nest, PerThread};
use crate::maybe::{Maybe, Opened};
use crate::memory::CellIndex;
use crate::message::Message;
use crate::on_device::OnDevice;
use crate::order::LoadOrder;
use crate::output::{ByClaim, Own};
use crate::publish::{HandOff, Released};
use crate::uniform::Cell;

/// Item cells, one turn counter per cell, and the consumers' claim counter,
/// which the launcher zeroes before each launch (rule I1); `Rel` records how
/// items are published.
pub struct Queue<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

/// The one producer of a [`Queue`]: thread 0 of block 0. Only it sends
/// items, so the ring has a single producer whatever the kernel's branches say
/// (lesson "Atomics, Fences, and Memory Scopes": "the producer is the only
/// writer"). A send waits for the slot's room, writes the item and publishes it
/// in one operation, so no proof of room can be kept for a second write.
pub struct Producer<T, Rel> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<(T, Rel)>,
}

/// Never implemented: the producer's operations belong to [`Producer`].
#[diagnostic::on_unimplemented(
    message = "a single-producer queue is produced into by its producer only",
    label = "every thread that runs this line would produce: two producers race for the same slot",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\"): \"a single-producer ring with a monotonically increasing index ... avoids a compare-exchange loop entirely, because the producer is the only writer\"",
    note = "fix: `if let Some(producer) = queue.producer() {{ producer.send(number, item); }}`"
)]
pub trait OnlyTheProducer {}

impl<T: Cell, Rel> Queue<T, Rel> {
    /// The producer, in thread 0 of block 0 and no other thread: open it with
    /// `if let Some(producer) = queue.producer()`.
    pub fn producer(&self) -> Maybe<Producer<T, Rel>> {
        match self.on_device {}
    }

    /// Not the consumers' to call: the producer sends
    /// (`if let Some(producer) = queue.producer()`). The macro passes `flow`.
    pub fn send<Fl>(&self, flow: &Fl, number: impl CellIndex, item: T)
    where
        Self: OnlyTheProducer,
    {
        let _ = (flow, number, item);
        match self.on_device {}
    }

    /// A consumer's next item number: a relaxed device-scope `fetch_add`, unique
    /// to this thread, and no loop.
    pub fn claim(&self) -> Claim<Self> {
        match self.on_device {}
    }

    /// The number of slots: the shorter of `items` and `turns`.
    pub fn capacity(&self) -> u32 {
        match self.on_device {}
    }

    /// A consumer waits until the item it claimed is in its slot, loading the
    /// turn with `order`. The claim is spent: one wait per claimed item. The
    /// macro passes `flow`.
    pub fn wait_for_item<O: LoadOrder, Fl: CoResidentGrid>(
        &self,
        flow: &Fl,
        claim: Claim<Self>,
        order: O,
    ) -> Message<Rel, O::Acquires, Self> {
        let _ = (flow, claim, order);
        match self.on_device {}
    }

    /// The item in the slot `message` saw published, which it proves was
    /// released and acquired.
    /// The macro passes the tile accesses, unused here (every `read` gets them).
    pub fn read<A, Acq>(&self, accesses: &A, message: &Message<Rel, Acq, Self>) -> T
    where
        Message<Rel, Acq, Self>: HandOff,
    {
        let _ = (accesses, message);
        match self.on_device {}
    }

    /// The consumer hands the slot `message` saw back for the next lap (a
    /// release store: its read is done before the producer's next write).
    pub fn free<Acq>(&self, message: Message<Rel, Acq, Self>) {
        let _ = message;
        match self.on_device {}
    }
}

/// A consumer's claim on one item number of queue `Q`: made by
/// [`Queue::claim`], spent by [`Queue::wait_for_item`]. Not `Copy`, so one
/// claim waits once.
pub struct Claim<Q> {
    pub(crate) on_device: OnDevice,
    queue: PhantomData<Q>,
}

impl<Q> Claim<Q> {
    /// The claimed number: the consumer's own cell of an
    /// [`Output<T, ByClaim>`](crate::output::Output), and what the consumer
    /// compares with the item count.
    pub fn number(&self) -> Own<ByClaim> {
        match self.on_device {}
    }
}

/// A claim is the consumer's own, re-claimed in its loop.
impl<Q> Assignable for Claim<Q> {
    type Kind = PerThread;
}

/// Only thread 0 of block 0 is inside `if let Some(producer) = ...`.
impl<T, Rel> Opened for Producer<T, Rel> {
    type Inside<F: Nest> = Divergent;
}

impl<T: Cell> Producer<T, Released> {
    /// Sends `item` as item number `number` (slot `number % capacity`, lap
    /// `number / capacity`): waits (acquire) until the consumers of the slot's
    /// previous lap have freed it, writes the item, and hands the slot to this
    /// lap's consumers with a release store of its turn. The macro passes `flow`.
    pub fn send<Fl: CoResidentGrid>(&self, flow: &Fl, number: impl CellIndex, item: T) {
        let _ = (flow, number, item);
        match self.on_device {}
    }
}
