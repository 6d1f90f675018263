//! Memory orders, as values of their own types.
//!
//! `Relaxed` promises atomicity only: "legacy atomic functions only ensure
//! atomicity and do not introduce synchronization points (fences)" (CUDA guide,
//! quoted by day 27). A release order publishes this thread's earlier writes; an
//! acquire order makes others' published writes visible to this thread's later
//! reads. Mirrors `cpp/include/cuda_sync/order.cuh`.

/// Type-level variant: the atomic was ordered after the store it signals.
pub enum Released {}
/// Type-level variant: the atomic may become visible before the store it signals.
pub enum NotReleased {}
/// Type-level variant: the holder's later reads see what was released.
pub enum Acquired {}
/// Type-level variant: the holder's later reads may run ahead of the stores released.
pub enum NotAcquired {}

mod sealed {
    pub trait Order {}
}

/// Type-level enum of memory orders.
pub trait Order: sealed::Order + Copy {
    /// [`Released`] if an atomic with this order releases the writes before it, else [`NotReleased`].
    type Releases;
    /// [`Acquired`] if an atomic with this order acquires, else [`NotAcquired`].
    type Acquires;
}

macro_rules! orders {
    ($($(#[$doc:meta])* $name:ident: releases $rel:ty, acquires $acq:ty;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name;
        impl sealed::Order for $name {}
        impl Order for $name {
            type Releases = $rel;
            type Acquires = $acq;
        }
    )*};
}

orders! {
    /// `cuda::memory_order_relaxed`: atomic, and nothing else.
    Relaxed: releases NotReleased, acquires NotAcquired;
    /// `cuda::memory_order_acquire`: later reads see what the matching release published.
    Acquire: releases NotReleased, acquires Acquired;
    /// `cuda::memory_order_release`: earlier writes are published with this operation.
    Release: releases Released, acquires NotAcquired;
    /// `cuda::memory_order_acq_rel`: both, on one read-modify-write.
    AcqRel: releases Released, acquires Acquired;
    /// `cuda::memory_order_seq_cst`: acq_rel plus one total order (`fence.sc` on sm_90).
    SeqCst: releases Released, acquires Acquired;
    /// `cuda::memory_order_relaxed`, spelled as the marker of an access whose
    /// order against the thread's other atomics is not wanted: a statistic
    /// read while others still count, a litmus test that counts weak outcomes
    /// (rule A1 of `docs/soundness.md` refuses two relaxed atomics of a
    /// thread on two cells in device memory; with this order on either, it
    /// lets them be, as the text says).
    Unordered: releases NotReleased, acquires NotAcquired;
}

/// An order a plain atomic store may take: `Relaxed`, `Release` or `SeqCst`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an order for a store",
    label = "a store only writes: it can release, but it acquires nothing",
    note = "rule (libcu++ `atomic_ref::store`): a store takes `memory_order_relaxed`, `_release` or `_seq_cst`; `AcqRel` and `Acquire` belong to loads and read-modify-writes, and the C++ would stop at an assertion",
    note = "fix: `Release` (or a release fence and `Relaxed`)"
)]
pub trait StoreOrder: Order {}
impl StoreOrder for Relaxed {}
impl StoreOrder for Release {}
impl StoreOrder for SeqCst {}
impl StoreOrder for Unordered {}

/// An order a plain atomic load may take: `Relaxed`, `Acquire` or `SeqCst`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an order for a load",
    label = "a load only reads: it can acquire, but it releases nothing",
    note = "rule (libcu++ `atomic_ref::load`): a load takes `memory_order_relaxed`, `_acquire` or `_seq_cst`; `AcqRel` and `Release` belong to stores and read-modify-writes, and the C++ would stop at an assertion",
    note = "fix: `Acquire` (or `Relaxed` and an acquire fence after it)"
)]
pub trait LoadOrder: Order {}
impl LoadOrder for Relaxed {}
impl LoadOrder for Acquire {}
impl LoadOrder for SeqCst {}
impl LoadOrder for Unordered {}

/// Type-level variant: a device function's atomics in global memory are
/// all the crate's hand-offs (a channel's `wait`, a `signal`, ...), which
/// keep their order against other hand-offs by their own types (rule P1).
pub enum HandOffsOnly {}

/// The atomics of two device functions together (`DeviceFnItem::Atomics`):
/// [`Free`](crate::flow::Free), then [`HandOffsOnly`], then
/// [`Required`](crate::flow::Required) (raw atomics).
pub trait AtomicsJoin<Other> {
    /// The stronger of the two.
    type Out;
}
impl<O> AtomicsJoin<O> for crate::flow::Free {
    type Out = O;
}
impl<O> AtomicsJoin<O> for crate::flow::Required {
    type Out = crate::flow::Required;
}
impl AtomicsJoin<crate::flow::Free> for HandOffsOnly {
    type Out = HandOffsOnly;
}
impl AtomicsJoin<HandOffsOnly> for HandOffsOnly {
    type Out = HandOffsOnly;
}
impl AtomicsJoin<crate::flow::Required> for HandOffsOnly {
    type Out = crate::flow::Required;
}

/// A device function called beside a raw atomic access of its caller that
/// no order keeps in program order with the call (rule A1): it must use no
/// atomics in global memory and update no shared memory,
/// `DeviceFnItem::Atomics` [`Free`](crate::flow::Free).
#[diagnostic::on_unimplemented(
    message = "a device function that uses atomics (in global memory, or shared updates) is called beside an atomic access of this thread, and no order keeps the two in program order",
    label = "this function's atomics may be seen by another thread before (or after) the access beside this call: message passing with a stale payload",
    note = "rule A1: two atomic accesses of a thread to two cells keep their order only through their orders; a call counts as its function's accesses, whatever their orders inside",
    note = "fix: `Release` on the caller's store after the call (or on the function's signal itself, written in the caller); a read after the call, a read-modify-write's included, is ordered after the function's reads only by their acquire: make the function's flag load `Acquire` in the caller, or the read in the function; a load before the call, even an acquiring one, orders nothing the function writes (a relay): make that load in the function; or `Unordered` on the caller's access where the weak outcome is wanted"
)]
pub trait NoAtomicsBeside {}
impl NoAtomicsBeside for crate::flow::Free {}

/// A device function called beside one of the caller's hand-offs that does
/// not order the pair by itself (rule A1): it may use hand-offs, which keep
/// their order by their own types, but no raw atomics.
#[diagnostic::on_unimplemented(
    message = "a device function that uses raw atomics (in global memory, or shared updates) is called beside a hand-off of this thread (a `signal`, a `wait`, a ticket), and no order keeps the two in program order",
    label = "this function's atomics may be seen by another thread before (or after) the hand-off beside this call",
    note = "rule A1: a raw atomic and a hand-off of one thread keep their order only through their orders; a call counts as its function's accesses, whatever their orders inside",
    note = "fix: `Release` on the signal after the call; a wait before the call, even an acquiring one, orders nothing the function writes (a relay): wait in the function; or `Unordered` on the function's access where the weak outcome is wanted"
)]
pub trait NoRawAtomicsBeside {}
impl NoRawAtomicsBeside for crate::flow::Free {}
impl NoRawAtomicsBeside for HandOffsOnly {}

/// Two calls of device functions with nothing to order them (rule A1): one
/// of the two uses no atomics (in global memory, or shared updates).
#[diagnostic::on_unimplemented(
    message = "two device functions that use atomics (in global memory, or shared updates) are called one after the other, and no order keeps their accesses in program order",
    label = "another thread may see the second function's atomics before the first's",
    note = "rule A1: two atomic accesses of a thread to two cells keep their order only through their orders; each call counts as its function's accesses",
    note = "fix: an acquiring load or a releasing store between the two calls, or move the accesses into one function with the orders that keep them in order"
)]
pub trait OneWithoutAtomics {}
impl<B> OneWithoutAtomics for (crate::flow::Free, B) {}
impl OneWithoutAtomics for (crate::flow::Required, crate::flow::Free) {}
impl OneWithoutAtomics for (HandOffsOnly, crate::flow::Free) {}
impl OneWithoutAtomics for (HandOffsOnly, HandOffsOnly) {}
