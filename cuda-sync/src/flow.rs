//! Control flow, as the barrier sees it.
//!
//! The `#[kernel]` macro threads a hidden flow token through the body. It starts
//! [`Converged`]; a branch or loop on a block-uniform condition is a
//! [`UniformBranch`], and one on a plain (per-thread) `bool` is [`Divergent`]
//! for everything inside. Block-wide operations (`sync_threads`, `reduce_sum`,
//! `broadcast_ticket`) take the token and require [`BlockUniform`]; the grid
//! barrier requires the kernel's top level of a cooperative launch. The token
//! cannot be named in a kernel, so aliasing the block before a divergent branch
//! does not carry the barrier in.

use core::marker::PhantomData;

use crate::message::Message;
use crate::publish::LastArrival;
use crate::uniform::Uniform;

/// Type-level variant: the kernel's top level; every thread of the grid runs it.
pub enum Converged {}
/// Type-level variant: inside branches and loops whose conditions are
/// block-uniform: every thread of the block is here, not every block.
pub enum UniformBranch {}
/// Type-level variant: only the threads whose condition held are here.
pub enum Divergent {}

/// Type-level variant: blocks may run one after another (an ordinary launch).
pub enum Independent {}
/// Type-level variant: every block is resident at once (a cooperative launch).
pub enum CoResident {}

/// Type-level variant: no thread of the block has returned yet.
pub enum AllThreads {}
/// Type-level variant: some threads may have returned early. A barrier still
/// waits only for the others (day 14: "the barrier waits for the non-exited
/// threads"), but what the exited threads wrote before leaving is not ordered
/// against anybody's read.
pub enum SomeExited {}

/// Where a kernel statement runs: `F` is [`Converged`], [`UniformBranch`] or
/// [`Divergent`]; `X` is [`AllThreads`] or [`SomeExited`]; `G` is
/// [`Independent`] or [`CoResident`].
pub struct Flow<F, X = AllThreads, G = Independent>(PhantomData<(F, X, G)>);

impl<F, X, G> Clone for Flow<F, X, G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<F, X, G> Copy for Flow<F, X, G> {}

/// What a block-uniform condition makes of the flow it is in.
pub trait Nest {
    /// The flow inside a branch on a block-uniform condition.
    type UniformBranch;
}
impl Nest for Converged {
    type UniformBranch = UniformBranch;
}
impl Nest for UniformBranch {
    type UniformBranch = UniformBranch;
}
impl Nest for Divergent {
    type UniformBranch = Divergent;
}

/// Control flow in which the whole block arrives together.
#[diagnostic::on_unimplemented(
    message = "a block-wide barrier in control flow that is not block-uniform",
    label = "only the threads whose condition held reach this call",
    note = "rule (day 14): `__syncthreads()` is \"permitted in conditional code, but only if the condition evaluates uniformly across the entire thread block\"; a condition on `thread_index()` is different per thread, and execution may hang or produce unintended side effects",
    note = "fix: move the barrier out of the branch and guard the loads and stores instead, or branch on a `Uniform` value (block index, sizes, kernel arguments, `reduce_sum`, `broadcast_ticket`)"
)]
pub trait BlockUniform {}
impl<X, G> BlockUniform for Flow<Converged, X, G> {}
impl<X, G> BlockUniform for Flow<UniformBranch, X, G> {}

/// A kernel launched so that every block is resident at once.
#[diagnostic::on_unimplemented(
    message = "a grid-wide barrier or unbounded wait in a kernel that is not launched cooperatively",
    label = "the blocks of an ordinary launch need not be resident together: a block waiting here may wait for one that cannot start",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\", where the model stops): a spin-wait on another block can deadlock if that block is never scheduled; the safe constructions are those where every participant is resident (day 28's cooperative launch) or where the wait is bounded and its failure handled",
    note = "fix: write `#[kernel(cooperative)]` (its launcher refuses grids larger than the device holds at once), or wait with a bound and handle the timeout"
)]
pub trait CoResidentGrid {}
impl<F, X> CoResidentGrid for Flow<F, X, CoResident> {}

/// The kernel's top level, with no thread returned: every thread of every block gets here.
#[diagnostic::on_unimplemented(
    message = "a grid-wide barrier where not every thread of the grid arrives",
    label = "this call is inside a branch or loop, or after an early return",
    note = "rule (day 14's, one scope up): a grid barrier waits for every thread of every block; a condition uniform within a block (like `block.index()`) still differs between blocks",
    note = "fix: call `block.sync_grid(grid, written)` at the kernel's top level, before any `return`"
)]
pub trait GridConverged {}
impl<G> GridConverged for Flow<Converged, AllThreads, G> {}

/// Leaving a loop with a barrier in it: the whole block must leave together.
#[diagnostic::on_unimplemented(
    message = "a `break` or `continue` under a thread-dependent condition, in a loop with a barrier",
    label = "only the threads whose condition held leave here; the others go on to a barrier these threads never reach",
    note = "rule (day 14): a barrier in a loop is reached only if every thread runs the same iterations; a thread-dependent exit makes the rest of the loop divergent",
    note = "fix: make the exit condition block-uniform (reduce or broadcast it first), or move the barrier out of the loop"
)]
pub trait UniformExit {}
impl<X, G> UniformExit for Flow<Converged, X, G> {}
impl<X, G> UniformExit for Flow<UniformBranch, X, G> {}

/// What a flow token says about early returns.
pub trait FlowState {
    /// [`AllThreads`] or [`SomeExited`].
    type Exit;
}
impl<F, X, G> FlowState for Flow<F, X, G> {
    type Exit = X;
}

/// A branch or loop condition: a per-thread `bool` or a block-uniform one.
pub trait Condition {
    /// The flow inside the branch when the flow outside is `F`.
    type Inside<F: Nest>;
    /// The condition as a host `bool`.
    fn holds(&self) -> bool;
}

impl Condition for bool {
    type Inside<F: Nest> = Divergent;
    fn holds(&self) -> bool {
        *self
    }
}

impl Condition for Uniform<bool> {
    type Inside<F: Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        self.0
    }
}

impl<Rel, Acq> Condition for Option<Message<Rel, Acq>> {
    type Inside<F: Nest> = Divergent;
    fn holds(&self) -> bool {
        self.is_some()
    }
}

impl<Rel, Acq> Condition for Option<LastArrival<Rel, Acq>> {
    type Inside<F: Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        self.is_some()
    }
}

impl<F: Nest, X, G> Flow<F, X, G> {
    pub(crate) fn new() -> Self {
        Flow(PhantomData)
    }

    /// The flow inside a branch or loop on `condition`.
    pub(crate) fn enter<C: Condition>(&self, _condition: &C) -> Flow<C::Inside<F>, X, G> {
        Flow(PhantomData)
    }

    /// The flow after a statement that may `return` from some threads.
    pub(crate) fn after_return(&self) -> Flow<F, SomeExited, G> {
        Flow(PhantomData)
    }
}

/// The iterator of `for i in start..end` over two uniform bounds: every thread
/// runs the same iterations, and `i` is uniform.
pub struct UniformRange<T>(core::ops::Range<T>);

impl<T> Iterator for UniformRange<T>
where
    core::ops::Range<T>: Iterator<Item = T>,
{
    type Item = Uniform<T>;
    fn next(&mut self) -> Option<Uniform<T>> {
        self.0.next().map(Uniform)
    }
}

impl<T> Condition for UniformRange<T> {
    type Inside<F: Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        true
    }
}

impl<T> Condition for core::ops::Range<T> {
    type Inside<F: Nest> = Divergent;
    fn holds(&self) -> bool {
        true
    }
}

/// The bounds of `for i in start..end`.
pub trait RangeBounds<End> {
    /// [`UniformRange`] when both bounds are uniform, else `core::ops::Range`.
    type Range: Iterator + Condition;
    /// The range.
    fn to(self, end: End) -> Self::Range;
}

macro_rules! range_bounds {
    ($($t:ty),*) => {$(
        impl RangeBounds<$t> for $t {
            type Range = core::ops::Range<$t>;
            fn to(self, end: $t) -> Self::Range { self..end }
        }
        impl RangeBounds<Uniform<$t>> for $t {
            type Range = core::ops::Range<$t>;
            fn to(self, end: Uniform<$t>) -> Self::Range { self..end.0 }
        }
        impl RangeBounds<$t> for Uniform<$t> {
            type Range = core::ops::Range<$t>;
            fn to(self, end: $t) -> Self::Range { self.0..end }
        }
        impl RangeBounds<Uniform<$t>> for Uniform<$t> {
            type Range = UniformRange<$t>;
            fn to(self, end: Uniform<$t>) -> Self::Range { UniformRange(self.0..end.0) }
        }
    )*};
}

range_bounds!(u32, u64, i32, i64, usize);
