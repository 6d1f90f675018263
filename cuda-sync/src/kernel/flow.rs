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

use crate::uniform::Uniform;

/// Type-level variant: the kernel's top level; every thread of the grid runs it.
pub enum Converged {}
/// Type-level variant: inside branches and loops whose conditions are
/// block-uniform: every thread of the block is here, not every block.
pub enum UniformBranch {}
/// Type-level variant: only the threads whose condition held are here.
pub enum Divergent {}
/// Type-level variant: only some warps are here, each with all its threads (a
/// branch on a warp-uniform condition, such as `block.thread_index() < 32`).
pub enum WarpBranch {}

/// Type-level variant: blocks may run one after another (an ordinary launch).
pub enum Independent {}
/// Type-level variant: every block is resident at once (a cooperative launch).
pub enum CoResident {}

/// Type-level variant: no thread of the block has returned yet.
pub enum AllThreads {}
/// Type-level variant: some threads returned early, after the exit state `X`.
/// Each thread-dependent `return` adds a layer, so a tile filled before a
/// return and synchronized after it has a different exit state at each end. A
/// barrier still waits only for the threads left (day 14: "the barrier waits for
/// the non-exited threads"), but what a thread wrote before leaving is not
/// ordered against anybody's read.
pub struct Exited<X>(PhantomData<X>);

/// Where a kernel statement runs: `F` is [`Converged`], [`UniformBranch`] or
/// [`Divergent`]; `X` is [`AllThreads`] or [`Exited`]; `G` is
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
    /// The flow inside a branch on a warp-uniform condition.
    type WarpBranch;
}
impl Nest for Converged {
    type UniformBranch = UniformBranch;
    type WarpBranch = WarpBranch;
}
impl Nest for UniformBranch {
    type UniformBranch = UniformBranch;
    type WarpBranch = WarpBranch;
}
impl Nest for WarpBranch {
    type UniformBranch = WarpBranch;
    type WarpBranch = WarpBranch;
}
impl Nest for Divergent {
    type UniformBranch = Divergent;
    type WarpBranch = Divergent;
}

/// Control flow in which every warp that is here has all its threads: a
/// warp-wide operation (`__syncwarp()`, a warp shuffle) has every lane it names.
#[diagnostic::on_unimplemented(
    message = "a warp-wide operation in control flow that is not warp-uniform",
    label = "only the lanes whose condition held reach this call; `__syncwarp()` and the shuffles name every lane of the warp",
    note = "rule (lesson \"Memory Consistency and Fences\"): a warp-synchronous operation needs every lane of its mask; a condition on the thread index splits warps unless it splits at a multiple of 32",
    note = "fix: call it where the block (or the whole warp) is, or branch on a warp-uniform condition: one on `block.warp_index()` and uniform values (`block.index() * warps + block.warp_index() < rows`), or `block.thread_index() < 32` (any multiple of 32), `>= 64`"
)]
pub trait WarpConverged {}
impl<X, G> WarpConverged for Flow<Converged, X, G> {}
impl<X, G> WarpConverged for Flow<UniformBranch, X, G> {}
impl<X, G> WarpConverged for Flow<WarpBranch, X, G> {}

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
    note = "fix: write `#[kernel(cooperative)]` (its launcher refuses grids larger than the device holds at once), or wait with a bound and handle the timeout; a scan that waits on earlier tiles draws them from a ticket and looks back (`statuses.look_back`, rule F1), which needs neither"
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

/// The kernel's top level, where every block runs the same statements.
#[diagnostic::on_unimplemented(
    message = "global memory is given its use inside a branch or loop",
    label = "blocks or threads that take another path could use the same memory another way (plain and atomic, or with another protocol)",
    note = "rule (day 27): a hand-off holds because every block runs the same code, so the memory has one use in every block: stored and published, atomic, a counter's tickets, a channel or a queue",
    note = "fix: give the memory its use at the kernel's top level and branch after it: `let kept = kept.atomic::<Device>(0u32);`, `let channel = block.channel(payload, flags);`, `leader.store(partials, v)`"
)]
pub trait KernelTopLevel {}
impl<X, G> KernelTopLevel for Flow<Converged, X, G> {}

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

/// Leaving a loop whose collectives are all the warp's (`warp_sum`,
/// `sync_warp`, the shuffles): whole warps must leave together.
#[diagnostic::on_unimplemented(
    message = "a `break` or `continue` under a condition that splits a warp, in a loop with a warp-wide operation",
    label = "only the lanes whose condition held leave here; the others go on to a warp-wide operation that names these lanes too",
    note = "rule (lesson \"Memory Consistency and Fences\"): a warp-synchronous operation needs every lane of its mask; a lane that left the loop never reaches it",
    note = "fix: make the exit condition warp-uniform (on `block.warp_index()` and uniform values, or reduced over the warp first: `block.all(c)`), or move the warp-wide operation out of the loop"
)]
pub trait WarpUniformExit {}
impl<X, G> WarpUniformExit for Flow<Converged, X, G> {}
impl<X, G> WarpUniformExit for Flow<UniformBranch, X, G> {}
impl<X, G> WarpUniformExit for Flow<WarpBranch, X, G> {}

/// No thread of the block has returned: the exit state is [`AllThreads`].
#[diagnostic::on_unimplemented(
    message = "a block collective after some threads returned",
    label = "the threads that returned do not take part (here, or in a device function called here): their lanes and warps feed undefined values into the result",
    note = "rule (day 14): an early return removes a thread from everything the block does together; a reduction or broadcast counts every thread of the block",
    note = "fix: guard the work instead of returning (`let mut x = 0.0f32; if i < n {{ x = input[i]; }}`), and call the collective where every thread is"
)]
pub trait NoneExited {}
impl NoneExited for AllThreads {}

/// Every thread of the block that started the kernel is still here.
pub trait AllPresent {}
impl<F, X: NoneExited, G> AllPresent for Flow<F, X, G> {}

/// Type-level variant: no tile access of this kind since the last block barrier.
pub enum Settled {}
/// Type-level variant: a tile access of this kind, and no block barrier since.
pub enum Pending {}

/// The tile accesses a thread has made since its last block barrier: a second
/// hidden token the macro threads through a kernel beside the flow. `S`: a
/// tile cell (or its own global cell) written; `R`: a tile cell read. A block
/// barrier settles both, for every tile (day 14: the barrier is a block event,
/// not a tile's).
pub struct Writes<S, R>(pub(crate) PhantomData<(S, R)>);

/// The two halves of the tile-accesses token, for the tile methods' bounds.
pub trait Accesses {
    /// [`Settled`] or [`Pending`]: a write since the last block barrier.
    type Written;
    /// [`Settled`] or [`Pending`]: a read since the last block barrier.
    type Read;
}
impl<S, R> Accesses for Writes<S, R> {
    type Written = S;
    type Read = R;
}

/// Whether the arms of a branch taken under this flow may run at the same
/// time, in different threads. Under a block-uniform branch the whole block
/// takes one arm; under a per-thread (or warp-uniform) one, some threads run
/// each arm at once, so each arm is checked with the other arm's tile accesses
/// pending: a write in one and a read in the other race like two statements
/// with no barrier between them (rule T1).
pub trait Arms {
    /// A tile access half beside an arm that made that access.
    type Beside<A>;
}
impl Arms for Converged {
    type Beside<A> = A;
}
impl Arms for UniformBranch {
    type Beside<A> = A;
}
impl Arms for WarpBranch {
    type Beside<A> = Pending;
}
impl Arms for Divergent {
    type Beside<A> = Pending;
}

/// A kernel `return` with no tile write waiting for its barrier.
#[diagnostic::on_unimplemented(
    message = "a thread returns after writing a tile cell, before the barrier that orders the write",
    label = "the barrier below waits only for the threads that did not return; what this thread wrote is not ordered against the reads after it",
    note = "rule (day 14): an early return removes a thread from both of the barrier's guarantees, so it may exit only before it writes anything others read",
    note = "fix: return before `write_own`, or guard the loads and stores instead of returning: `if i < n {{ ... }}`"
)]
pub trait NothingPending {}
impl<R> NothingPending for Writes<Settled, R> {}

/// Type-level variant: a value each thread has for itself.
pub enum PerThread {}
/// Type-level variant: a value the whole block shares (a uniform value, a tile).
pub enum BlockWide {}
/// Type-level variant: a value each warp shares ([`WarpUniform`](crate::uniform::WarpUniform)).
pub enum WarpWide {}

/// Values a kernel may assign to an existing variable: plain per-thread
/// values, block-uniform values and tiles. `Kind` says who must assign it.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be assigned in a kernel",
    label = "proofs and handles are bound once, with `let`",
    note = "rule: a proof comes only from the operation that makes it; assigning one would let an old proof stand for a new write",
    note = "fix: bind the result with `let` where it is made"
)]
pub trait Assignable {
    /// [`PerThread`] or [`BlockWide`].
    type Kind;
}

/// Plain per-thread values: numbers, `bool` and vectors (`vector::F32x4`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` proves something: it is neither assigned nor returned from a device function",
    label = "proofs and handles are bound once, with `let`, where the operation that makes them runs",
    note = "rule: a proof comes only from the operation that makes it; assigned, an old proof could stand for a new write; returned from a device function (whose body rustc never runs), it could be made of nothing",
    note = "fix: bind the result with `let` where it is made, and pass proofs into device functions rather than out of them"
)]
pub trait Plain: crate::uniform::Cell {}
macro_rules! plain {
    ($($t:ty),*) => {$(
        impl Plain for $t {}
    )*};
}
plain!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

impl<T: Plain> Assignable for T {
    type Kind = PerThread;
}
impl<T> Assignable for Uniform<T> {
    type Kind = BlockWide;
}
impl<T> Assignable for crate::uniform::WarpUniform<T> {
    type Kind = WarpWide;
}

/// A value of this kind may be assigned under flow `Fl`: a per-thread value
/// anywhere, a block-wide one only where the whole block assigns it, a
/// warp-wide one where whole warps do.
#[diagnostic::on_unimplemented(
    message = "a uniform variable is assigned where only some of the threads that share it assign it",
    label = "only some threads assign here, so afterwards the threads of the block (or of a warp) disagree on this value",
    note = "rule (day 14): a value that steers a barrier or a warp-wide operation must be the same in every thread it names; a uniform variable assigned under a thread-dependent condition, or in a loop some threads leave early, is no longer uniform; a warp-uniform one stays so only where whole warps assign it",
    note = "fix: assign it where the whole block (or warp) is, or make a per-thread copy for the branch: `let mut x = u.get();`"
)]
pub trait AssignedIn<Fl> {}
impl<Fl> AssignedIn<Fl> for PerThread {}
impl<X, G> AssignedIn<Flow<Converged, X, G>> for BlockWide {}
impl<X, G> AssignedIn<Flow<UniformBranch, X, G>> for BlockWide {}
impl<X, G> AssignedIn<Flow<Converged, X, G>> for WarpWide {}
impl<X, G> AssignedIn<Flow<UniformBranch, X, G>> for WarpWide {}
impl<X, G> AssignedIn<Flow<WarpBranch, X, G>> for WarpWide {}

/// A target of this kind may be updated with a `Value` (`target op= value`,
/// `+=`, `^=`, ..): a per-thread one with anything, a block-wide one with
/// uniform values only, as it is assigned them.
#[diagnostic::on_unimplemented(
    message = "a uniform variable is updated with `{Value}`, a value that may differ between the threads that share the variable",
    label = "the variable updated here is uniform (in its block, or in its warp), and the `{Value}` it is updated with is not uniform there",
    note = "rule (day 14): a value that steers a barrier must be the same in every thread; a variable whose first value is uniform (`let mut acc = 2u32 * n;`, `let mut left = n;`) is uniform, and a per-thread update would make the threads disagree on it",
    note = "fix: give the variable a per-thread first value (`let mut acc = 0u32;`), or update a per-thread copy: `let mut x = u.get();`"
)]
pub trait UpdatedWith<Value> {}
impl<Value> UpdatedWith<Value> for PerThread {}
impl<T> UpdatedWith<Uniform<T>> for BlockWide {}
impl<T> UpdatedWith<Uniform<T>> for WarpWide {}
impl<T> UpdatedWith<crate::uniform::WarpUniform<T>> for WarpWide {}

/// A value of this kind may be returned from a device function under flow
/// `Fl`: a per-thread value anywhere, a uniform one only where every thread
/// that called returns it together.
#[diagnostic::on_unimplemented(
    message = "a device function returns a uniform value where only some of its callers return it",
    label = "this value is returned after a thread-dependent branch or `return`, so the callers would disagree on it",
    note = "rule (day 14): a value that steers a barrier must be the same in every thread",
    note = "fix: return a per-thread value (`.get()`), or return the uniform value where every calling thread does"
)]
pub trait ReturnedIn<Fl> {}
impl<Fl> ReturnedIn<Fl> for PerThread {}
impl<X, G> ReturnedIn<Flow<Converged, X, G>> for BlockWide {}
impl<X, G> ReturnedIn<Flow<UniformBranch, X, G>> for BlockWide {}

/// Where a thread left a loop or the function early (`break`, `continue`,
/// `return`): `F` is the flow at that point, [`UniformBranch`] when every
/// thread of the block leaves together, [`Divergent`] when only some do.
pub struct Exit<F>(pub(crate) PhantomData<F>);

/// What an exit under flow `Self` makes of the code that runs after it.
pub trait ExitFlow {
    /// The flow of what runs after a `break` or `continue`, when it was `F`.
    type AfterLeave<F>;
    /// The flow of a loop body that whole warps may leave early (a loop
    /// whose collectives are the warp's, left under this flow), when it was
    /// `F`: the warps left are whole.
    type AfterWarpLeave<F: Nest>;
    /// The flow after a kernel's `return`, when it was `F`: once some blocks
    /// have left, the rest of the kernel is no longer reached by the whole grid.
    type AfterReturn<F: Nest>;
    /// The exit state after a kernel's `return`, when it was `X`.
    type AfterReturnExit<X>;
    /// The flow after a device function's `return`, when it was `F`: the
    /// threads that returned wait in the caller, so what follows is divergent
    /// if only some of them returned.
    type AfterDeviceReturn<F: Nest>;
}
impl ExitFlow for Converged {
    type AfterLeave<F> = F;
    type AfterWarpLeave<F: Nest> = F;
    type AfterReturn<F: Nest> = F;
    type AfterReturnExit<X> = X;
    type AfterDeviceReturn<F: Nest> = F;
}
impl ExitFlow for UniformBranch {
    type AfterLeave<F> = F;
    type AfterWarpLeave<F: Nest> = F;
    type AfterReturn<F: Nest> = F::UniformBranch;
    type AfterReturnExit<X> = X;
    type AfterDeviceReturn<F: Nest> = F::UniformBranch;
}
// Leaving under a warp-uniform condition: whole warps leave, so the rest is
// treated as divergent (no block-wide operation, and no warp-wide one either:
// which warps are left depends on the loop).
impl ExitFlow for WarpBranch {
    type AfterLeave<F> = Divergent;
    type AfterWarpLeave<F: Nest> = F::WarpBranch;
    type AfterReturn<F: Nest> = F;
    type AfterReturnExit<X> = Exited<X>;
    type AfterDeviceReturn<F: Nest> = Divergent;
}
impl ExitFlow for Divergent {
    type AfterLeave<F> = Divergent;
    type AfterWarpLeave<F: Nest> = Divergent;
    type AfterReturn<F: Nest> = F;
    type AfterReturnExit<X> = Exited<X>;
    type AfterDeviceReturn<F: Nest> = Divergent;
}

/// What a flow token says about early returns.
pub trait FlowState {
    /// [`AllThreads`] or [`Exited`].
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

impl Condition for crate::uniform::WarpUniform<bool> {
    type Inside<F: Nest> = F::WarpBranch;
    fn holds(&self) -> bool {
        self.0
    }
}

impl Condition for Uniform<bool> {
    type Inside<F: Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        self.0
    }
}

impl<F, X, G> Flow<F, X, G> {
    /// A token of any flow, for the macros' helpers in `__private`.
    pub(crate) fn token() -> Self {
        Flow(PhantomData)
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

    /// The flow after a kernel's `return` taken under flow `E`: if only some
    /// threads took it, some have exited; if only some blocks did, the rest of
    /// the kernel is no longer the grid's top level.
    pub(crate) fn after_return<E: ExitFlow>(
        &self,
        _exit: &Exit<E>,
    ) -> Flow<E::AfterReturn<F>, E::AfterReturnExit<X>, G> {
        Flow(PhantomData)
    }

    /// The flow after a device function's `return` taken under flow `E`.
    pub(crate) fn after_device_return<E: ExitFlow>(
        &self,
        _exit: &Exit<E>,
    ) -> Flow<E::AfterDeviceReturn<F>, X, G> {
        Flow(PhantomData)
    }

    /// The flow of a loop body that a `break` or `continue` under flow `E`
    /// leaves: if only some threads leave, the rest of the loop is divergent.
    pub(crate) fn after_leave<E: ExitFlow>(&self, _exit: &Exit<E>) -> Flow<E::AfterLeave<F>, X, G> {
        Flow(PhantomData)
    }

    /// The flow of a loop body that whole warps may leave early, by an
    /// exit under flow `E` of a loop whose collectives are the warp's.
    pub(crate) fn after_warp_leave<E: ExitFlow>(
        &self,
        _exit: &Exit<E>,
    ) -> Flow<E::AfterWarpLeave<F>, X, G> {
        Flow(PhantomData)
    }
}

/// The iterator of `for i in start..end` (or `start..=end`, `R`) over two
/// uniform bounds: every thread runs the same iterations, and `i` is uniform.
pub struct UniformRange<R>(R);

impl<R: Iterator> Iterator for UniformRange<R> {
    type Item = Uniform<R::Item>;
    fn next(&mut self) -> Option<Uniform<R::Item>> {
        self.0.next().map(Uniform)
    }
}

impl<R: DoubleEndedIterator> DoubleEndedIterator for UniformRange<R> {
    fn next_back(&mut self) -> Option<Uniform<R::Item>> {
        self.0.next_back().map(Uniform)
    }
}

/// `(start..end).rev()`: the same iterations, last first.
impl<R: Condition> Condition for core::iter::Rev<R> {
    type Inside<F: Nest> = R::Inside<F>;
    fn holds(&self) -> bool {
        true
    }
}

impl<R> Condition for UniformRange<R> {
    type Inside<F: Nest> = F::UniformBranch;
    fn holds(&self) -> bool {
        true
    }
}

/// Iterations that may differ between threads: a range with a per-thread
/// bound, or stepped by a per-thread step.
macro_rules! per_thread_iterations {
    ($($iterator:ty),*) => {$(
        impl<T> Condition for $iterator {
            type Inside<F: Nest> = Divergent;
            fn holds(&self) -> bool {
                true
            }
        }
    )*};
}
per_thread_iterations!(
    core::ops::Range<T>,
    core::ops::RangeInclusive<T>,
    core::iter::StepBy<T>
);

/// `(start..end).step_by(k)`: every `k`-th value. The same in every thread
/// where the range is and `k` is uniform ([`UniformRange`]); with a plain
/// step, or a plain range, the iterations differ between threads.
pub trait StepRange<Step> {
    /// The stepped range.
    type Stepped: Iterator + Condition;
    /// `self.step_by(step)`.
    fn step(self, step: Step) -> Self::Stepped;
}

impl<R: Iterator> StepRange<Uniform<usize>> for UniformRange<R> {
    type Stepped = UniformRange<core::iter::StepBy<R>>;
    fn step(self, step: Uniform<usize>) -> Self::Stepped {
        UniformRange(self.0.step_by(step.0))
    }
}

impl<R: Iterator> StepRange<usize> for UniformRange<R> {
    type Stepped = core::iter::StepBy<R>;
    fn step(self, step: usize) -> Self::Stepped {
        self.0.step_by(step)
    }
}

macro_rules! plain_steps {
    ($($range:ident),*) => {$(
        impl<T> StepRange<usize> for core::ops::$range<T>
        where
            core::ops::$range<T>: Iterator,
        {
            type Stepped = core::iter::StepBy<core::ops::$range<T>>;
            fn step(self, step: usize) -> Self::Stepped {
                self.step_by(step)
            }
        }
        impl<T> StepRange<Uniform<usize>> for core::ops::$range<T>
        where
            core::ops::$range<T>: Iterator,
        {
            type Stepped = core::iter::StepBy<core::ops::$range<T>>;
            fn step(self, step: Uniform<usize>) -> Self::Stepped {
                self.step_by(step.0)
            }
        }
    )*};
}
plain_steps!(Range, RangeInclusive);

/// The bounds of `for i in start..end` and `for i in start..=end`.
pub trait RangeBounds<End> {
    /// [`UniformRange`] when both bounds are uniform, else `core::ops::Range`.
    type Range: Iterator + Condition;
    /// The same, to the end included.
    type Inclusive: Iterator + Condition;
    /// `start..end`.
    fn to(self, end: End) -> Self::Range;
    /// `start..=end`.
    fn through(self, end: End) -> Self::Inclusive;
}

macro_rules! range_bounds {
    ($($t:ty),*) => {$(
        range_bounds!(@pair $t, $t, |s| s, |e| e, core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
        range_bounds!(@pair $t, Uniform<$t>, |s| s, |e: Uniform<$t>| e.0, core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
        range_bounds!(@pair Uniform<$t>, $t, |s: Uniform<$t>| s.0, |e| e, core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
        range_bounds!(@pair Uniform<$t>, Uniform<$t>, |s: Uniform<$t>| s.0, |e: Uniform<$t>| e.0,
            UniformRange<core::ops::Range<$t>>, UniformRange<core::ops::RangeInclusive<$t>>, UniformRange);
        // A warp-uniform bound differs between warps: the iterations are
        // per-thread, as with a plain bound.
        range_bounds!(@warp $t, $t, |s| s);
        range_bounds!(@warp $t, Uniform<$t>, |s: Uniform<$t>| s.0);
        range_bounds!(@warp $t, crate::uniform::WarpUniform<$t>, |s: crate::uniform::WarpUniform<$t>| s.0);
        range_bounds!(@pair crate::uniform::WarpUniform<$t>, $t, |s: crate::uniform::WarpUniform<$t>| s.0, |e| e,
            core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
        range_bounds!(@pair crate::uniform::WarpUniform<$t>, Uniform<$t>, |s: crate::uniform::WarpUniform<$t>| s.0,
            |e: Uniform<$t>| e.0, core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
    )*};
    (@warp $t:ty, $other:ty, $o:expr) => {
        range_bounds!(@pair $other, crate::uniform::WarpUniform<$t>, $o, |e: crate::uniform::WarpUniform<$t>| e.0,
            core::ops::Range<$t>, core::ops::RangeInclusive<$t>, |r| r);
    };
    (@pair $start:ty, $end:ty, $s:expr, $e:expr, $range:ty, $inclusive:ty, $wrap:expr) => {
        impl RangeBounds<$end> for $start {
            type Range = $range;
            type Inclusive = $inclusive;
            fn to(self, end: $end) -> $range { $wrap($s(self)..$e(end)) }
            fn through(self, end: $end) -> $inclusive { $wrap($s(self)..=$e(end)) }
        }
    };
}

range_bounds!(u32, u64, i32, i64, usize, u8, i8, u16, i16);

/// Type-level variant: a device function does not need this of its callers.
pub enum Free {}
/// Type-level variant: a device function needs this of its callers.
pub enum Required {}

/// What a `#[device]` function needs of the flow it is called in, its callees'
/// needs included: a block-uniform flow (`U`: it has a barrier or a
/// collective), every thread present (`P`: it has a collective), a cooperative
/// launch (`C`: it waits on other blocks), the kernel's top level (`T`: it has
/// a grid barrier, or takes a ticket or makes a channel). Each is [`Free`] or
/// [`Required`]. `W` is not a need but an effect: [`Required`] when the
/// function writes a tile or global cell, which may still wait for its barrier
/// when it returns ([`Writes`]). `O` is an effect too: [`Required`] when the
/// function looks at memory other blocks change (an atomic load or add, a
/// bounded wait), so a `while` around a call of it may spin. The macro writes
/// it out for every device function, so a call is checked against the flow
/// where it stands, however deep the barrier is.
pub struct Needs<U, P, C, T, W, O>(PhantomData<(U, P, C, T, W, O)>);

/// One need, [`Free`] or [`Required`]: picks the flow a device function's body
/// starts in.
pub trait Need {
    /// `Unmet` when the need is [`Free`], `Met` when it is [`Required`].
    type Pick<Unmet, Met>;
}
impl Need for Free {
    type Pick<Unmet, Met> = Unmet;
}
impl Need for Required {
    type Pick<Unmet, Met> = Met;
}

/// The needs of two device functions together.
pub trait Union<Other> {
    /// What either needs.
    type Out;
}
impl<U: Need, P: Need, C: Need, T: Need, W: Need, O: Need, U2, P2, C2, T2, W2, O2>
    Union<Needs<U2, P2, C2, T2, W2, O2>> for Needs<U, P, C, T, W, O>
{
    type Out = Needs<
        U::Pick<U2, Required>,
        P::Pick<P2, Required>,
        C::Pick<C2, Required>,
        T::Pick<T2, Required>,
        W::Pick<W2, Required>,
        O::Pick<O2, Required>,
    >;
}

/// The flow where a call stands is uniform if the callee needs it.
#[diagnostic::on_unimplemented(
    message = "a device function with a block-wide barrier is called in control flow that is not block-uniform",
    label = "this function (or one it calls) synchronizes the block, and only the threads whose condition held reach this call",
    note = "rule (day 14): `__syncthreads()` is \"permitted in conditional code, but only if the condition evaluates uniformly across the entire thread block\", however deep in the calls it is",
    note = "fix: call it where the whole block is, or branch on a `Uniform` value (block index, sizes, kernel arguments, `reduce_sum`, `broadcast_ticket`)"
)]
pub trait UniformIf<U> {}
impl<Fl> UniformIf<Free> for Fl {}
impl<X, G> UniformIf<Required> for Flow<Converged, X, G> {}
impl<X, G> UniformIf<Required> for Flow<UniformBranch, X, G> {}

/// Every thread is present where the call stands if the callee needs it.
pub trait PresentIf<P> {}
impl<Fl> PresentIf<Free> for Fl {}
impl<F, X: NoneExited, G> PresentIf<Required> for Flow<F, X, G> {}

/// The launch is cooperative if the callee needs it.
#[diagnostic::on_unimplemented(
    message = "a device function that waits on other blocks is called in a kernel that is not launched cooperatively",
    label = "this function (or one it calls) waits without a bound, or synchronizes the grid",
    note = "rule (lesson \"Atomics, Fences, and Memory Scopes\", where the model stops): a spin-wait on another block can deadlock if that block is never scheduled",
    note = "fix: write `#[kernel(cooperative)]`, or wait with a bound and handle the timeout"
)]
pub trait CoResidentIf<C> {}
impl<Fl> CoResidentIf<Free> for Fl {}
impl<F, X> CoResidentIf<Required> for Flow<F, X, CoResident> {}

/// The call stands at the kernel's top level if the callee needs it.
#[diagnostic::on_unimplemented(
    message = "a device function with a grid barrier is called where not every thread of the grid arrives",
    label = "this call is inside a branch or loop, or after an early return",
    note = "rule (day 14's, one scope up): a grid barrier waits for every thread of every block",
    note = "fix: call it at the kernel's top level, before any `return`"
)]
pub trait TopLevelIf<T> {}
impl<Fl> TopLevelIf<Free> for Fl {}
impl<G> TopLevelIf<Required> for Flow<Converged, AllThreads, G> {}

/// A loop condition the whole block evaluates alike: it runs again after every
/// iteration, so a block-wide operation in it needs every thread there each time.
#[diagnostic::on_unimplemented(
    message = "a block-wide operation in the condition of a loop that threads leave at different times",
    label = "this condition is `{Self}`: the threads that left the loop are not there when it runs again",
    note = "rule U3: a `while` condition runs again after each iteration, in the threads still looping; a barrier or collective there needs a block-uniform condition",
    note = "fix: make the condition `Uniform` (a reduction, a broadcast, a kernel argument), or move the barrier out of the condition into the body under a uniform `if`"
)]
pub trait UniformCondition {}
impl UniformCondition for Uniform<bool> {}

/// A condition with a call of a device function that needs a uniform flow.
#[diagnostic::on_unimplemented(
    message = "a device function with a barrier or collective in the condition of a loop that threads leave at different times",
    label = "this condition is `{Self}`: the threads that left the loop are not there when it runs again",
    note = "rule U3: a `while` condition runs again after each iteration, in the threads still looping; a barrier there needs a block-uniform condition",
    note = "fix: make the condition `Uniform`, or call the function in the body under a uniform `if`"
)]
pub trait UniformConditionIf<U> {}
impl<C> UniformConditionIf<Free> for C {}
impl<C: UniformCondition> UniformConditionIf<Required> for C {}

/// What a call may do that orders it against another: wait on other blocks
/// (`C` of its needs) and synchronize the block (`U`).
pub trait CallEffects {
    /// [`Required`] when the function waits (or has a grid barrier).
    type Waits;
    /// [`Required`] when the function has a barrier or collective.
    type Barriers;
}
impl<U, P, C, T, W, O> CallEffects for Needs<U, P, C, T, W, O> {
    type Waits = C;
    type Barriers = U;
}

/// An earlier call that waits is not followed by a call with a barrier.
#[diagnostic::on_unimplemented(
    message = "a device function with a barrier or collective is called after one that waits on other blocks",
    label = "the thread that would end the wait may itself be waiting at the barrier in the later call",
    note = "rule R1: a thread that waits without a bound for another thread never reaches a barrier that thread must pass before it signals",
    note = "fix: call the function with the barrier first, or signal before the barrier"
)]
pub trait NotWaitThenBarrier<Barriers> {}
impl<B> NotWaitThenBarrier<B> for Free {}
impl NotWaitThenBarrier<Free> for Required {}

/// No barrier in a device function called after an unbounded wait.
#[diagnostic::on_unimplemented(
    message = "a device function with a barrier or collective is called after an unbounded wait",
    label = "the thread that would end the wait may itself be waiting at the barrier inside this call",
    note = "rule R1: a thread that waits without a bound for another thread never reaches a barrier that thread must pass before it signals",
    note = "fix: call it before the wait, or signal before the barrier"
)]
pub trait NoBarrier {}
impl NoBarrier for Free {}

/// No unbounded wait in a device function called before a barrier.
#[diagnostic::on_unimplemented(
    message = "a barrier after a device function that waits on other blocks (or has a grid barrier)",
    label = "the thread that would end the wait may itself be waiting at this barrier",
    note = "rule R1: a thread that waits without a bound for another thread never reaches a barrier that thread must pass before it signals",
    note = "fix: put the barrier before the call, or signal before the barrier"
)]
pub trait NoWait {}
impl NoWait for Free {}

impl<U, P, C, T, W: Need, O> Needs<U, P, C, T, W, O> {
    /// A call after an unbounded wait: the function has no barrier or
    /// collective (`U` free).
    pub fn after_wait()
    where
        U: NoBarrier,
    {
    }

    /// A barrier after a call: the function has no unbounded wait and no grid
    /// barrier (`C` free).
    pub fn before_barrier()
    where
        C: NoWait,
    {
    }

    /// A call in a `while` condition: if the function has a barrier or a
    /// collective (`U`), the condition must be block-uniform.
    pub fn in_loop_condition<Cond: UniformConditionIf<U>>(condition: &Cond) {
        let _ = condition;
    }

    /// A call in a loop that may spin (a `while`, or a `for` with a `break`):
    /// if the function looks at memory other blocks change (`O`: an atomic
    /// load or add, a wait), the loop may spin on it, which needs every block
    /// resident.
    pub fn in_spin_loop<Fl: CoResidentIf<O>>(flow: &Fl) {
        let _ = flow;
    }

    /// A barrier after a call in a `while`: the loop may have spun on what the
    /// function looked at (`O` free), or waited in it (`C` free).
    pub fn before_barrier_after_spin()
    where
        C: NoWait,
        O: NoWait,
    {
    }

    /// The check at every call of a device function with these needs: the
    /// flow where the call stands meets each of them.
    pub fn called_from<Fl>(flow: &Fl)
    where
        Fl: UniformIf<U> + PresentIf<P> + CoResidentIf<C> + TopLevelIf<T>,
    {
        let _ = flow;
    }

    /// The caller's tile accesses after a call: writes pending if the function
    /// writes; reads pending always (it may read a tile it was handed).
    pub fn after_call<S, R>(writes: &Writes<S, R>) -> Writes<W::Pick<S, Pending>, Pending> {
        let _ = writes;
        Writes(PhantomData)
    }
}

/// The flow token a device function's body starts in: uniform among the
/// threads that called it (its barriers and collectives are checked at each
/// call, against the flow there), the kernel's top level if it has a grid
/// barrier, and no thread returned since the call.
type Entry<T, C, G> =
    Flow<<T as Need>::Pick<UniformBranch, Converged>, AllThreads, <C as Need>::Pick<G, CoResident>>;

impl<U: Need, P: Need, C: Need, T: Need, W, O> Needs<U, P, C, T, W, O> {
    /// The flow a device function's body starts in. It is relative to the
    /// threads that called: a uniform value it returns is uniform among them,
    /// and a call from divergent flow stays in divergent flow in the caller.
    pub fn entry<F, X, G>(flow: &Flow<F, X, G>) -> Entry<T, C, G> {
        let _ = flow;
        Flow(PhantomData)
    }
}

/// What a device function may return: plain values and block-uniform ones
/// (never a proof: see [`Plain`]). `Kind` says who must return it: a uniform
/// value only where every thread that called returns it together.
pub trait Returnable {
    /// [`PerThread`] or [`BlockWide`].
    type Kind;
}
impl<T: Plain> Returnable for T {
    type Kind = PerThread;
}
impl<T: Plain> Returnable for Uniform<T> {
    type Kind = BlockWide;
}
impl Returnable for () {
    type Kind = PerThread;
}
