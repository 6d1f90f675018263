//! What the `#[kernel]` and `#[device]` macros emit. Not public API: a kernel
//! body that names `__private` is rejected by the macro.

pub use crate::flow::{
    AllThreads, Assignable, CoResident, Condition, Converged, Divergent, Exit, ExitFlow, Exited,
    Flow, Independent, Nest, Pending, RangeBounds, Settled, UniformBranch, Writes,
};
use core::marker::PhantomData;

use crate::maybe::Maybe;
use crate::output::Own;
pub use crate::uniform::{Cast, Compare, Logic, Uniform};

/// The flow token at the top of a kernel.
pub fn entry() -> Flow<Converged, AllThreads, Independent> {
    Flow::new()
}

/// The flow token at the top of a `#[kernel(cooperative)]` kernel.
pub fn entry_cooperative() -> Flow<Converged, AllThreads, CoResident> {
    Flow::new()
}

/// The flow token inside a branch or loop on `condition`.
pub fn enter<F: Nest, X, G, C: Condition>(
    flow: &Flow<F, X, G>,
    condition: &C,
) -> Flow<C::Inside<F>, X, G> {
    flow.enter(condition)
}

/// The record of an exit that has not been reached yet; its type comes from
/// the `break`, `continue` or `return` that sets it.
pub fn exit_not_reached<F>() -> Exit<F> {
    Exit(core::marker::PhantomData)
}

/// A `return` taken under `flow`.
pub fn return_under<F, X, G>(flow: &Flow<F, X, G>) -> Exit<F> {
    let _ = flow;
    Exit(core::marker::PhantomData)
}

/// A `break` or `continue` with no condition around it inside its loop's body.
pub fn leave_unguarded() -> Exit<UniformBranch> {
    Exit(core::marker::PhantomData)
}

/// What a branch condition makes of a `break` or `continue` inside the
/// branch: [`UniformBranch`] for a block-uniform condition, else [`Divergent`].
pub fn guard<C: Condition>(condition: &C) -> Exit<C::Inside<UniformBranch>> {
    let _ = condition;
    Exit(core::marker::PhantomData)
}

/// A `break` or `continue` under `guard` and the conditions inside it:
/// divergent if any of them is, else warp-uniform if any of them is. (What
/// an exit under a warp-uniform condition leaves is the loop's to say: the
/// rest of an ordinary loop is divergent after it, and the rest of a loop
/// of warp collectives holds whole warps.)
pub fn leave_guarded<K: ExitFlow, F: Nest>(
    guard: &Exit<K>,
    inner: Exit<F>,
) -> Exit<K::AfterWarpLeave<F>> {
    let _ = (guard, inner);
    Exit(core::marker::PhantomData)
}

/// The flow token after a statement with a `return` in it, taken under `exit`.
pub fn after_return<F: Nest, X, G, E: ExitFlow>(
    flow: &Flow<F, X, G>,
    exit: &Exit<E>,
) -> Flow<E::AfterReturn<F>, E::AfterReturnExit<X>, G> {
    flow.after_return(exit)
}

/// The flow token after a statement with a device function's `return` in
/// it, taken under `exit`.
pub fn after_device_return<F: Nest, X, G, E: ExitFlow>(
    flow: &Flow<F, X, G>,
    exit: &Exit<E>,
) -> Flow<E::AfterDeviceReturn<F>, X, G> {
    flow.after_device_return(exit)
}

/// The flow token of a loop body with a kernel `return` in it, taken under
/// `exit`: later iterations may run without the threads that returned.
pub fn after_return_exit<F, X, G, E: ExitFlow>(
    flow: &Flow<F, X, G>,
    exit: &Exit<E>,
) -> Flow<F, E::AfterReturnExit<X>, G> {
    let _ = (flow, exit);
    Flow::token()
}

/// The flow token of a loop body in a device function with a `return` in it:
/// divergent, since later iterations run without the threads that returned.
pub fn divergent<F, X, G>(flow: &Flow<F, X, G>) -> Flow<Divergent, X, G> {
    let _ = flow;
    Flow::token()
}

/// A comparison the macro found warp-uniform: the thread index (or a name
/// bound only to it) against a multiple of 32.
pub fn warp_uniform(split: bool) -> crate::uniform::WarpUniform<bool> {
    crate::uniform::WarpUniform(split)
}

/// The tile accesses at the top of a kernel, and after a block barrier: none.
pub fn writes_settled() -> Writes<Settled, Settled> {
    Writes(core::marker::PhantomData)
}

/// The tile accesses at the top of a device function: whatever its callers
/// did, so a tile handed in is read only after a barrier in the function.
pub fn writes_unknown() -> Writes<Pending, Pending> {
    Writes(core::marker::PhantomData)
}

/// After a statement that may leave a tile write without its barrier.
pub fn writes_pending<S, R>(writes: &Writes<S, R>) -> Writes<Pending, R> {
    let _ = writes;
    Writes(core::marker::PhantomData)
}

/// After a statement that may leave a tile read without a barrier after it.
pub fn reads_pending<S, R>(writes: &Writes<S, R>) -> Writes<S, Pending> {
    let _ = writes;
    Writes(core::marker::PhantomData)
}

/// An output parameter of a kernel that makes `C` claim counters or queues,
/// `L` ticket counters and `M` sets of marks (each counted up to 2): its
/// view takes them (rule O1).
pub fn one_source<O: crate::output::Viewed, const C: usize, const L: usize, const M: usize>()
where
    O::View: crate::output::View + crate::output::OneSource<C, L, M>,
{
}

/// An arm of a branch whose other arm writes a tile: pending where the arms
/// may run at once (rule T1, [`crate::flow::Arms`]).
pub fn beside_writes<F: crate::flow::Arms, X, G, S, R>(
    flow: &Flow<F, X, G>,
    writes: &Writes<S, R>,
) -> Writes<F::Beside<S>, R> {
    let _ = (flow, writes);
    Writes(core::marker::PhantomData)
}

/// An arm of a branch whose other arm reads a tile: pending where the arms
/// may run at once.
pub fn beside_reads<F: crate::flow::Arms, X, G, S, R>(
    flow: &Flow<F, X, G>,
    writes: &Writes<S, R>,
) -> Writes<S, F::Beside<R>> {
    let _ = (flow, writes);
    Writes(core::marker::PhantomData)
}

/// A kernel `return`: no tile write may be waiting for its barrier.
pub fn return_after<W: crate::flow::NothingPending>(writes: &W) {
    let _ = writes;
}

/// The value an assignment stores, checked against the flow like the target.
/// A uniform value may be stored into a per-thread place (`out[i] =
/// block.index() as f32`); a per-thread value never into a uniform one.
pub fn assigned<Fl, T: Assignable, V: Into<T>>(flow: &Fl, value: V) -> T
where
    T::Kind: crate::flow::AssignedIn<Fl>,
{
    let _ = flow;
    value.into()
}

/// The flow token of a loop body that `exit` may leave early.
pub fn after_leave<F: Nest, X, G, E: ExitFlow>(
    flow: &Flow<F, X, G>,
    exit: &Exit<E>,
) -> Flow<E::AfterLeave<F>, X, G> {
    flow.after_leave(exit)
}

/// The flow token of a loop body whose collectives are the warp's, which
/// whole warps may leave early by `exit`.
pub fn after_warp_leave<F: Nest, X, G, E: ExitFlow>(
    flow: &Flow<F, X, G>,
    exit: &Exit<E>,
) -> Flow<E::AfterWarpLeave<F>, X, G> {
    flow.after_warp_leave(exit)
}

/// An assignment under `flow`: a uniform variable only where the block is uniform.
pub fn assign<Fl, T: Assignable>(flow: &Fl, target: &T)
where
    T::Kind: crate::flow::AssignedIn<Fl>,
{
    let _ = (flow, target);
}

/// `target op= value`: a uniform target takes uniform values only
/// ([`UpdatedWith`](crate::flow::UpdatedWith)).
pub fn updates<V, T: Assignable>(value: &V, target: &T)
where
    T::Kind: crate::flow::UpdatedWith<V>,
{
    let _ = (value, target);
}

/// `if let Some(proof) = maybe`, for the Rust item.
pub fn open<P>(maybe: Maybe<P>) -> Option<P> {
    maybe.into_option()
}

/// The value of an `if` with an `else`, chosen by `condition`: plain under
/// a per-thread condition, even where both branches are uniform (C++:
/// `chosen` in `uniform.cuh`).
pub fn chosen<C: crate::uniform::Chooses<V>, V: crate::uniform::Choice>(
    condition: &C,
    value: V,
) -> C::Value {
    let _ = condition;
    C::chosen(value)
}

/// The types of an `if`'s two branches, `A` and `B`: each branch's value is
/// joined with the other's type (`uniform::Join`), so that a number alone
/// (uniform) and a plain value make a plain one, as rustc infers them both.
pub fn branch_types<A, B>() -> PhantomData<(A, B)> {
    PhantomData
}

/// The first branch's value, as the `if`'s.
pub fn then_value<A: crate::uniform::Join<B>, B>(value: A, _: &PhantomData<(A, B)>) -> A::Joined {
    A::then(value)
}

/// The second branch's value, as the `if`'s.
pub fn else_value<A: crate::uniform::Join<B>, B>(value: B, _: &PhantomData<(A, B)>) -> A::Joined {
    A::otherwise(value)
}

/// `assert!(condition)` (and `debug_assert!`, `assert_eq!`, ..): the
/// condition is a `bool`, per-thread or uniform; where it does not hold, the
/// kernel stops with `Check::Assert` and the assertion's line, as Rust
/// panics (C++: `assert_holds` in `bounds.cuh`).
pub fn assert_holds<C: Plain<Value = bool>>(condition: C) {
    let _ = condition;
}

/// A `let` of a scalar type `T` (`let m: u64 = v;`): `v` is a `T`, plain,
/// or uniform in the block or the warp, and the variable is its plain value.
#[diagnostic::on_unimplemented(
    message = "this `let` declares `{T}`, and its value is `{Self}`",
    label = "a `{Self}`, not a `{T}`",
    note = "convert the value (`as {T}`, `{T}::from(..)`), or declare the type it has"
)]
pub trait Declared<T> {
    /// The plain value.
    fn declared(self) -> T;
}

impl<T> Declared<T> for T {
    fn declared(self) -> T {
        self
    }
}

impl<T> Declared<T> for Uniform<T> {
    fn declared(self) -> T {
        self.0
    }
}

impl<T> Declared<T> for crate::uniform::WarpUniform<T> {
    fn declared(self) -> T {
        self.0
    }
}

/// `let m: T = value;`, as `Declared` takes it.
pub fn declared<T, V: Declared<T>>(value: V) -> T {
    value.declared()
}

/// A condition as a host `bool`, for the Rust item's `if`/`while`.
pub fn holds<C: Condition>(condition: &C) -> bool {
    condition.holds()
}

/// A device function call after another (`Earlier`): not one with a barrier
/// after one that waits (rule R1).
pub fn call_after<Earlier: crate::flow::CallEffects, Later: crate::flow::CallEffects>()
where
    Earlier::Waits: crate::flow::NotWaitThenBarrier<Later::Barriers>,
{
}

/// The condition of a `while` with a block-wide operation in it: it runs again
/// after every iteration, so every thread must leave at once.
pub fn uniform_loop_condition<C: crate::flow::UniformCondition>(condition: &C) {
    let _ = condition;
}

/// An atomic load in a `while`: the loop may wait for another block's store,
/// which needs every block resident.
pub fn spin_on_load<Fl: crate::flow::CoResidentGrid>(flow: &Fl) {
    let _ = flow;
}

/// A `break` or `continue` in a loop whose body has a block-wide operation.
pub fn leave_barrier_loop<Fl: crate::flow::UniformExit>(flow: &Fl) {
    let _ = flow;
}

/// A `break` or `continue` in a loop whose body's collectives are all the
/// warp's (`warp_sum`, `sync_warp`, the shuffles).
pub fn leave_warp_loop<Fl: crate::flow::WarpUniformExit>(flow: &Fl) {
    let _ = flow;
}

/// A literal operand: the same in every thread.
pub fn lit<T>(value: T) -> Uniform<T> {
    Uniform(value)
}

/// A scalar kernel argument: the same in every thread.
pub fn kernel_arg<T>(value: T) -> Uniform<T> {
    Uniform(value)
}

/// The fewest cells of a kernel's tiles: the most threads a block of it may
/// have, as each thread writes its own cell (`None`: no tile).
pub const fn fewest_cells(cells: &[u64]) -> Option<u32> {
    let mut fewest: Option<u32> = None;
    let mut i = 0;
    while i < cells.len() {
        let n = if cells[i] > u32::MAX as u64 {
            u32::MAX
        } else {
            cells[i] as u32
        };
        fewest = match fewest {
            Some(f) if f <= n => Some(f),
            _ => Some(n),
        };
        i += 1;
    }
    fewest
}

/// The bytes of dynamic shared memory of storage `(size, align, cells)`
/// placed one after the other, each at its alignment, as the C++ places it
/// (`dynamic_offset` in `memory.cuh`); saturating, so that a size past any
/// device's limit stays past it.
pub const fn dynamic_shared_bytes(storage: &[(u64, u64, u64)]) -> u64 {
    let mut end: u64 = 0;
    let mut i = 0;
    while i < storage.len() {
        let (size, align, cells) = storage[i];
        let start = end.div_ceil(align).saturating_mul(align);
        end = start.saturating_add(size.saturating_mul(cells));
        i += 1;
    }
    end
}

/// `[e; N]` and `[a, b, c]` in a kernel, as a local array. Each cell has
/// been passed through [`Plain::plain`], so it is a plain scalar.
pub fn array<T, const N: usize>(cells: [T; N]) -> crate::array::Array<T, N> {
    crate::array::Array(cells)
}

/// A type a kernel spells, probed for its C++ name (`emit::Constant::Type`):
/// `(&&&TypeProbe::<T>(PhantomData)).cuda_name("Spelled")` is a struct
/// argument's own name ([`ArgName`]), a scalar's C++ type ([`ScalarName`]),
/// or else the name as spelled ([`SpelledName`]), the first whose impl applies.
pub struct TypeProbe<T>(pub core::marker::PhantomData<T>);

/// A struct argument's C++ name: the one it was defined with, however the
/// kernel spells it (`use a::Camera as View`).
pub trait ArgName {
    /// The C++ name.
    fn cuda_name(&self, spelled: &'static str) -> String;
}

impl<T: crate::arg::KernelArg> ArgName for &&TypeProbe<T> {
    fn cuda_name(&self, _: &'static str) -> String {
        T::NAME.to_string()
    }
}

/// A scalar's C++ type, however the kernel spells it (`type Index = u64`).
pub trait ScalarName {
    /// The C++ name.
    fn cuda_name(&self, spelled: &'static str) -> String;
}

impl<T: crate::arg::Field> ScalarName for &TypeProbe<T> {
    fn cuda_name(&self, _: &'static str) -> String {
        T::CUDA.to_string()
    }
}

/// Any other type a kernel names (the shim's, by their Rust names): as spelled.
pub trait SpelledName {
    /// The C++ name.
    fn cuda_name(&self, spelled: &'static str) -> String;
}

impl<T> SpelledName for TypeProbe<T> {
    fn cuda_name(&self, spelled: &'static str) -> String {
        spelled.to_string()
    }
}

/// A struct argument, as the launcher pushes it.
pub fn struct_arg<S: crate::arg::KernelArg>(value: &S) -> &S {
    value
}

/// `value.name` in a kernel: a field of a struct argument.
pub fn field<V: Fields, F: crate::arg::Field>(
    value: V,
    read: impl FnOnce(V::Struct) -> F,
) -> V::Field<F> {
    value.field(read)
}

/// A field read of a struct argument: uniform from a uniform struct.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no fields a kernel reads",
    label = "a kernel reads the fields of a struct that derives `KernelArg`",
    note = "fix: `#[derive(Clone, Copy, KernelArg)] #[repr(C)]` on the struct, its fields scalars"
)]
pub trait Fields {
    /// The struct.
    type Struct;
    /// A field of type `F` as read from this value.
    type Field<F>;
    /// The field `read` takes from the struct.
    fn field<F>(self, read: impl FnOnce(Self::Struct) -> F) -> Self::Field<F>;
}

impl<S: crate::arg::KernelArg> Fields for S {
    type Struct = S;
    type Field<F> = F;
    fn field<F>(self, read: impl FnOnce(S) -> F) -> F {
        read(self)
    }
}

impl<S: crate::arg::KernelArg> Fields for Uniform<S> {
    type Struct = S;
    type Field<F> = Uniform<F>;
    fn field<F>(self, read: impl FnOnce(S) -> F) -> Uniform<F> {
        Uniform(read(self.get()))
    }
}

/// `start..end` in a `for` loop.
pub fn range<A: RangeBounds<B>, B>(start: A, end: B) -> A::Range {
    start.to(end)
}

/// `(start..end).step_by(step)` in a `for`: uniform when the range and the
/// step are.
pub fn step_by<R: crate::flow::StepRange<S>, S>(range: R, step: S) -> R::Stepped {
    range.step(step)
}

/// `start..=end` in a `for`: uniform when both bounds are.
pub fn range_inclusive<A: RangeBounds<B>, B>(start: A, end: B) -> A::Inclusive {
    start.through(end)
}

/// `value as T`.
pub fn cast<T, V: Cast<T>>(value: V) -> V::Output {
    value.cast()
}

/// An index into an input or an output: an integer, plain or uniform, for an
/// input; an owned index ([`Own`]) for either.
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not index memory",
    label = "an index is a `u32`, `u64` or `usize`, plain or uniform, or an owned index",
    note = "fix: cast it (`i as u64`), or index an output with `block.global_index()`"
)]
pub trait Index {
    /// What the slice is indexed with.
    type At;
    /// The index.
    fn index(self) -> Self::At;
}

macro_rules! integer_index {
    ($($t:ty),*) => {$(
        impl Index for $t {
            type At = usize;
            fn index(self) -> usize {
                self as usize
            }
        }
        impl Index for Uniform<$t> {
            type At = usize;
            fn index(self) -> usize {
                self.get() as usize
            }
        }
        impl Index for crate::uniform::WarpUniform<$t> {
            type At = usize;
            fn index(self) -> usize {
                self.get() as usize
            }
        }
    )*};
}
integer_index!(u32, u64, usize);

impl<W, I> Index for Own<W, I> {
    type At = Own<W, I>;
    fn index(self) -> Own<W, I> {
        self
    }
}

/// What a device function returns: plain values only, never a proof; a
/// uniform value only where the threads that called return together. A
/// uniform value (a literal, say) may be returned as a per-thread one.
pub fn returned<Fl, T: crate::flow::Returnable, V: Into<T>>(flow: &Fl, value: V) -> T
where
    T::Kind: crate::flow::ReturnedIn<Fl>,
{
    let _ = flow;
    value.into()
}

/// Rule N1: a kernel's C++ is emitted from its spelling, so a name that
/// reaches the C++ as spelled (an order, a scope, a scalar type) must resolve
/// to the item of that name. `T` is what rustc resolved; `Name` what the C++ gets.
#[diagnostic::on_unimplemented(
    message = "this name is `{T}` to rustc, but the kernel's CUDA C++ gets `{Name}`",
    label = "spelled as `{Name}`, resolved to `{T}`",
    note = "rule N1: the CUDA C++ of a kernel is emitted from its spelling; a `use .. as`, `const` or `type` that gives another item the name of a cuda-sync order, scope, scan operator or type (`Tile`, `ThisBlock`), or of a scalar type, makes rustc check one operation while the GPU runs another (an `Acquire` imported as `Relaxed` is a relaxed load on the GPU)",
    note = "fix: write `{T}` here, imported under its own name; leave cuda-sync's names and the scalar types' names to them"
)]
pub trait SpelledAs<T: ?Sized, Name: ?Sized> {}
#[diagnostic::do_not_recommend]
impl<T: ?Sized> SpelledAs<T, T> for () {}

/// Rule N1 for a value: a method, so that the value's type is known before
/// the bound is checked (and the rule, not a type mismatch, is reported).
pub trait Spelled {
    /// `self`'s type is the order `Name`.
    fn spelled_as<Name>(&self)
    where
        (): SpelledAs<Self, Name>,
    {
    }
}
impl<T> Spelled for T {}

/// Rule N1 for a type: `T` is the scope, order or scalar `Name`.
pub fn spelled_type<T: ?Sized, Name: ?Sized>()
where
    (): SpelledAs<T, Name>,
{
}

/// Rule N1 for a function by a type's path (`f32::from_bits`): the function
/// as spelled is the primitive type's own (one function item, one type),
/// not a function of a module named `f32`, which the C++ would not call.
pub fn scalar_types_own_function<F>(spelled: F, own: F) {
    let _ = (spelled, own);
}

/// Rule E1: the stronger of two effects (see `DeviceFnItem::EFFECT`).
pub const fn stronger(a: u8, b: u8) -> u8 {
    if a > b {
        a
    } else {
        b
    }
}

/// Rule E1: whether operands with these effects may run in any order: none
/// synchronizes, or only one touches memory at all.
pub const fn sequenced(effects: &[u8]) -> bool {
    let (mut ordered, mut touching, mut i) = (0, 0, 0);
    while i < effects.len() {
        ordered += (effects[i] == 2) as usize;
        touching += (effects[i] != 0) as usize;
        i += 1;
    }
    ordered == 0 || touching <= 1
}

/// A scalar method's receiver or argument as a plain value: a uniform value
/// gives its value (`Uniform::get`), a plain one is itself. The result of the
/// method is plain, which is what a thread may always assume.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a plain value: the cells of an array or a tuple, and a scalar method's operands, are numbers or `bool`s",
    label = "a handle, a tile or a proof, not a number",
    note = "rule: a thread's own array (`[T; N]`) or tuple holds plain values, and so does a scalar method; a proof (an owned index, evidence) or a handle stays where the operation that made it put it",
    note = "fix: store the number itself (`i as u64` for an owned index)"
)]
pub trait Plain {
    /// The scalar type.
    type Value;
    /// Where the value is the same: in the thread, its warp or its block.
    type Sameness: Sameness;
    /// The value.
    fn plain(self) -> Self::Value;
}

macro_rules! plain_scalars {
    ($($t:ty),*) => {
        $(impl Plain for $t {
            type Value = $t;
            type Sameness = InThread;
            fn plain(self) -> $t {
                self
            }
        })*
    };
}
plain_scalars!(u32, u64, usize, i32, i64, u8, i8, u16, i16, f32, f64, bool);

/// A vector is a plain value: an array of them, or a tuple, holds it.
impl<T: crate::math::Scalar, const N: usize> Plain for crate::vector::Vector<T, N> {
    type Value = Self;
    type Sameness = InThread;
    fn plain(self) -> Self {
        self
    }
}

impl<T: Plain> Plain for crate::uniform::Uniform<T> {
    type Value = T;
    type Sameness = InBlock;
    fn plain(self) -> T {
        self.get()
    }
}

impl<T: Plain> Plain for crate::uniform::WarpUniform<T> {
    type Value = T;
    type Sameness = InWarp;
    fn plain(self) -> T {
        self.get()
    }
}

/// Where a value is the same: what a pure function of values makes of it
/// (`Of`), and where the function's result is the same when another operand
/// is the same `With` another sameness.
pub trait Sameness {
    /// A value of type `T` that is the same there.
    type Of<T>;
    /// The sameness of a result of this operand and one of `S`.
    type With<S: Sameness>: Sameness;
    /// This sameness, or a warp's where it is wider.
    type AtMostWarp: Sameness;
    /// `value` as one that is the same there.
    fn of<T>(value: T) -> Self::Of<T>;
}

/// The same in one thread only: a plain value.
pub enum InThread {}
/// The same in every lane of a warp: a `WarpUniform`.
pub enum InWarp {}
/// The same in every thread of the block: a `Uniform`.
pub enum InBlock {}

impl Sameness for InThread {
    type Of<T> = T;
    type With<S: Sameness> = InThread;
    type AtMostWarp = InThread;
    fn of<T>(value: T) -> T {
        value
    }
}

impl Sameness for InWarp {
    type Of<T> = crate::uniform::WarpUniform<T>;
    type With<S: Sameness> = S::AtMostWarp;
    type AtMostWarp = InWarp;
    fn of<T>(value: T) -> crate::uniform::WarpUniform<T> {
        crate::uniform::WarpUniform(value)
    }
}

impl Sameness for InBlock {
    type Of<T> = Uniform<T>;
    type With<S: Sameness> = S;
    type AtMostWarp = InWarp;
    fn of<T>(value: T) -> Uniform<T> {
        Uniform(value)
    }
}

/// A scalar method's receiver and arguments, as one tuple.
pub trait Operands {
    /// Their plain values.
    type Values;
    /// Where all of them are the same.
    type Sameness: Sameness;
    /// Their plain values.
    fn values(self) -> Self::Values;
}

macro_rules! operands {
    ($(($first:ident $f:ident $(, $rest:ident $r:ident)*)),*) => {$(
        impl<$first: Plain $(, $rest: Plain)*> Operands for ($first, $($rest,)*) {
            type Values = ($first::Value, $($rest::Value,)*);
            type Sameness = operands!(@with $first $(, $rest)*);
            fn values(self) -> Self::Values {
                let ($f, $($r,)*) = self;
                ($f.plain(), $($r.plain(),)*)
            }
        }
    )*};
    (@with $last:ident) => { $last::Sameness };
    (@with $first:ident $(, $rest:ident)+) => {
        <$first::Sameness as Sameness>::With<operands!(@with $($rest),+)>
    };
}
operands!((A a), (A a, B b), (A a, B b, C c));

/// A scalar method (`method`, on the plain values of its `operands`), whose
/// result is as much the same between threads as all its operands are: a
/// pure function of uniform values is uniform (`rounds.min(8)` may bound a
/// loop with a barrier), and of a plain one plain (C++: `lifted` in
/// `uniform.cuh`).
pub fn lifted<O: Operands, R>(
    operands: O,
    method: impl FnOnce(O::Values) -> R,
) -> <O::Sameness as Sameness>::Of<R> {
    O::Sameness::of(method(operands.values()))
}

/// An unsuffixed float literal in C++: both of rustc's roundings of its
/// digits, `f32` and `f64`, for the shim's `UntypedFloat`, which takes the
/// type of the operand beside it, as rustc does.
pub fn untyped_float(single: f32, double: f64) -> String {
    format!(
        "UntypedFloat{{{}, {}}}",
        Literal::cuda(single),
        Literal::cuda(double)
    )
}

/// A constant a kernel names (`const TILE: u32 = 16;`), as the C++ literal of
/// its value, with Rust's type: `((unsigned int)16ull)`, `(0x800000p-24f /* 0.5 */)`.
#[diagnostic::on_unimplemented(
    message = "a kernel names `{Self}` as a constant, but the kernel's C++ holds only constants of scalar types",
    label = "not a `u32`, `u64`, `usize`, `i32`, `i64`, `u8`, `i8`, `u16`, `i16`, `f32`, `f64` or `bool` constant",
    note = "orders, scopes and scan operators are named by their own names (`Acquire`, `Device`, `Max`); other values are kernel arguments"
)]
pub trait Literal {
    /// The C++ literal.
    fn cuda(self) -> String;
}

macro_rules! integer_literals {
    ($($t:ty => $cpp:literal),*) => {
        $(impl Literal for $t {
            fn cuda(self) -> String {
                // Its bits as an unsigned 64-bit literal, cast to the type:
                // no negative literal (C++ negates a too-large one), no overflow.
                format!("(({}){}ull)", $cpp, self as i64 as u64)
            }
        })*
    };
}
integer_literals!(u32 => "unsigned int", u64 => "unsigned long long", usize => "unsigned long long", i32 => "int", i64 => "long long",
    u8 => "unsigned char", i8 => "signed char", u16 => "unsigned short", i16 => "short");

/// A positive float's bits as `mantissa * 2^power`, both integers: the
/// fraction with its implicit leading bit (none for a subnormal, whose
/// exponent is that of the smallest normal); zero as `0 * 2^0`.
fn exact_parts(bits: u64, fraction_bits: u32, max_exp: i32) -> (u64, i64) {
    let fraction = bits & ((1u64 << fraction_bits) - 1);
    let (mantissa, exponent) = match bits >> fraction_bits {
        0 if fraction == 0 => return (0, 0),
        0 => (fraction, 1),
        exponent => (fraction | (1u64 << fraction_bits), exponent as i64),
    };
    (
        mantissa,
        exponent - i64::from(max_exp) + 1 - i64::from(fraction_bits),
    )
}

macro_rules! float_literals {
    ($($t:ty => $cpp:literal, $suffix:literal, $from_bits:literal, $fraction_bits:literal),*) => {
        $(impl Literal for $t {
            fn cuda(self) -> String {
                match self {
                    // A NaN by its bits: its sign and payload are the const's.
                    x if x.is_nan() => format!("{}({}ull)", $from_bits, x.to_bits()),
                    x if x == <$t>::INFINITY => format!("math::limits<{}>::INFINITY_()", $cpp),
                    x if x == <$t>::NEG_INFINITY => format!("math::limits<{}>::NEG_INFINITY()", $cpp),
                    // Exactly, as a C++17 hexadecimal float: a decimal halfway
                    // between two floats rounds another way in NVRTC than in
                    // rustc (16777217.0f32 is 16777216 to rustc, 16777218 to
                    // NVRTC). The decimal follows, for the reader.
                    x => {
                        let (mantissa, power) = exact_parts(u64::from(x.abs().to_bits()), $fraction_bits, <$t>::MAX_EXP);
                        let sign = if x.is_sign_negative() { "-" } else { "" };
                        format!("({sign}0x{mantissa:x}p{power:+}{} /* {x:?} */)", $suffix)
                    }
                }
            }
        })*
    };
}
float_literals!(
    f32 => "float", "f", "__uint_as_float", 23,
    f64 => "double", "", "__longlong_as_double", 52
);

impl Literal for bool {
    fn cuda(self) -> String {
        self.to_string()
    }
}

/// A kernel buffer's element type, as rustc resolves it, is a plain cell.
pub fn buffer_cell<T: crate::uniform::Cell>() {}

/// A literal argument of a plain device function converts as C++ converts it
/// (`5u32` to a `u64` parameter).
pub enum Widening {}
/// A literal argument of a generic device function keeps its own type, as a
/// plain value: the C++ template deduces the function's type from it (rule
/// G1), and rustc infers it from the literal alone (`twice(3u64)`).
pub enum Exact {}

/// A literal argument (`helper(5u32)`), converted to the parameter's type as
/// the callee's `DeviceFnItem::Literals` allows.
#[diagnostic::on_unimplemented(
    message = "a literal argument of a generic device function is of the function's type itself",
    label = "this literal is `{Self}`, and the parameter `{T}`",
    note = "rule G1: C++ deduces a generic device function's type from its arguments, a literal's own type included; converted by rustc, the literal would make C++ deduce another type than rustc inferred",
    note = "fix: write the literal with the parameter's type (`5u64`, `1.0f64`)"
)]
pub trait LiteralArg<Policy, T> {
    /// The argument.
    fn convert(self) -> T;
}

impl<V: Into<T>, T> LiteralArg<Widening, T> for V {
    fn convert(self) -> T {
        self.into()
    }
}

impl<T> LiteralArg<Exact, T> for Uniform<T> {
    fn convert(self) -> T {
        self.get()
    }
}

/// A literal argument of the device function whose literal policy is `P`.
pub fn literal_arg<P, T, V: LiteralArg<P, T>>(value: V) -> T {
    value.convert()
}

/// Any other argument of a device function (`helper(n)`, `helper(x[i])`):
/// itself, or, for a plain device function, a uniform value as the plain
/// value its parameter takes (`Uniform<u32>` to `u32`): a uniform value is a
/// per-thread one too, and the C++ converts it the same way. A generic
/// device function's `T` is the argument's own type (rule G1).
#[diagnostic::on_unimplemented(
    message = "a `{Self}` is passed where the device function takes a `{T}`",
    label = "this argument is `{Self}`, and the parameter `{T}`",
    note = "a device function takes an argument of its parameter's type; a uniform value passes as the plain value of its type (`Uniform<u32>` as `u32`)"
)]
pub trait ValueArg<Policy, T> {
    /// The argument.
    fn convert(self) -> T;
}

impl<T> ValueArg<Widening, T> for T {
    fn convert(self) -> T {
        self
    }
}

impl<T> ValueArg<Widening, T> for Uniform<T> {
    fn convert(self) -> T {
        self.get()
    }
}

impl<T> ValueArg<Exact, T> for T {
    fn convert(self) -> T {
        self
    }
}

/// A value argument of the device function whose argument policy is `P`.
pub fn value_arg<P, T, V: ValueArg<P, T>>(value: V) -> T {
    value.convert()
}

/// The body of the `compiles_in_nvrtc` test `#[kernel]` emits beside each
/// kernel (run by `cargo test -- --ignored compiles_in_nvrtc`): every
/// instance, the general and the most specialized launch shape, compiled to machine code for
/// `CUDA_SYNC_CHECK_ARCH` (90 if unset) through NVRTC. Panics with the reason
/// (NVRTC's log, or what is missing) otherwise.
pub fn compiles_in_nvrtc(kernels: &[&crate::KernelSource]) {
    let arch = match std::env::var("CUDA_SYNC_CHECK_ARCH") {
        Ok(arch) => arch.parse().unwrap_or_else(|_| {
            panic!("CUDA_SYNC_CHECK_ARCH={arch}: an architecture is a number, 90 for sm_90")
        }),
        Err(_) => 90,
    };
    let compiler = crate::launch::Compiler::new().unwrap_or_else(|error| panic!("{error}"));
    for kernel in kernels {
        if let Err(error) = compiler.check(kernel, arch) {
            panic!(
                "kernel `{}` does not compile for sm_{arch}: {error}",
                kernel.entry()
            );
        }
    }
}

/// Rule N1 for a scalar method (`x.abs()`): rustc may find a method of that
/// name in a user's trait, with another type, while the C++ calls the shim's
/// function. Each check takes the receiver and the result and holds them to
/// the shim function's types: the receiver's type for most methods, a `bool`
/// for a float's predicates, a `u32` for bit counts, the bits of a float.
#[diagnostic::on_unimplemented(
    message = "this scalar method is not the kernel language's: its result is not of the type the kernel's C++ computes",
    label = "rustc found a method of this name with another type (a trait of your own?)",
    note = "rule N1: the kernel's C++ calls the shim's function of this name (`cuda_sync/math.cuh`), which returns the receiver's type (a `bool` for `is_nan` and `is_finite`, a `u32` for bit counts); a method of the same name from another trait would make rustc check another program than the GPU runs",
    note = "fix: rename your trait's method, or call it outside the kernel"
)]
pub trait ShimResult<Shim> {}
#[diagnostic::do_not_recommend]
impl<T> ShimResult<T> for T {}

/// A receiver of the shim's scalar methods: a number of the kernel language,
/// the narrow integers (`u8`, `i8`, `u16`, `i16`) included, which are not
/// [`Scalar`](crate::math::Scalar)s (no atomic or reduction takes them).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a number type of the kernel language",
    label = "a scalar method's receiver is a `u8`, `i8`, `u16`, `i16`, `u32`, `u64`, `usize`, `i32`, `i64`, `f32` or `f64`",
    note = "where this is a `Uniform<T>` (a kernel's scalar argument, `block.index()`): a generic device function takes its plain value, `n.get()`"
)]
pub trait MethodReceiver {}
/// A receiver of the shim's integer methods (`pow`, `count_ones`, ...).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer type of the kernel language",
    label = "an integer method's receiver is a `u8`, `i8`, `u16`, `i16`, `u32`, `u64`, `usize`, `i32` or `i64`",
    note = "where this is a `Uniform<T>` (a kernel's scalar argument, `block.index()`): a generic device function takes its plain value, `n.get()`"
)]
pub trait IntMethodReceiver: MethodReceiver {}
impl<T: crate::math::Scalar> MethodReceiver for T {}
impl<T: crate::math::Int> IntMethodReceiver for T {}

/// The associated constants a kernel names by path (`u8::MAX`, `T::ZERO`):
/// every scalar's, the narrow integers' too, which are not
/// [`Scalar`](crate::math::Scalar)s. The C++'s `math::limits` mirrors them.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a scalar type of the kernel language",
    label = "`MAX`, `MIN`, `ZERO` and `ONE` are those of `u8`, `i8`, `u16`, `i16`, `u32`, `u64`, `usize`, `i32`, `i64`, `f32` and `f64`",
    note = "rule N1: the kernel's C++ reads the constant from `math::limits` of the type spelled; a constant of another trait would make rustc check another value"
)]
pub trait Constants: Sized {
    /// The type's largest value.
    const MAX: Self;
    /// The type's smallest value (the most negative, for floats).
    const MIN: Self;
    /// 0.
    const ZERO: Self;
    /// 1.
    const ONE: Self;
}
impl<T: crate::math::Scalar> Constants for T {
    const MAX: T = <T as crate::math::Scalar>::MAX;
    const MIN: T = <T as crate::math::Scalar>::MIN;
    const ZERO: T = <T as crate::math::Scalar>::ZERO;
    const ONE: T = <T as crate::math::Scalar>::ONE;
}
/// `BITS` of an integer type, the narrow ones included.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer type of the kernel language",
    label = "`BITS` is that of `u8`, `i8`, `u16`, `i16`, `u32`, `u64`, `usize`, `i32` and `i64`"
)]
pub trait IntConstants {
    /// The width in bits.
    const BITS: u32;
}
impl<T: crate::math::Int> IntConstants for T {
    const BITS: u32 = <T as crate::math::Int>::BITS;
}
/// The narrow integers, which are no [`Scalar`](crate::math::Scalar): the
/// shim's methods and the constants by path are theirs all the same.
macro_rules! narrow_integers {
    ($($t:ident),*) => {$(
        impl MethodReceiver for $t {}
        impl IntMethodReceiver for $t {}
        impl Constants for $t {
            const MAX: $t = $t::MAX;
            const MIN: $t = $t::MIN;
            const ZERO: $t = 0;
            const ONE: $t = 1;
        }
        impl IntConstants for $t {
            const BITS: u32 = $t::BITS;
        }
    )*};
}
narrow_integers!(u8, i8, u16, i16);

/// The unsigned integer of an integer's width: what `abs_diff` and
/// `unsigned_abs` return.
pub trait UnsignedOf {
    /// The unsigned type.
    type Unsigned;
}
macro_rules! unsigned_of {
    ($($t:ty => $u:ty),*) => {$(impl UnsignedOf for $t { type Unsigned = $u; })*};
}
unsigned_of!(u8 => u8, i8 => u8, u16 => u16, i16 => u16, u32 => u32, i32 => u32,
    u64 => u64, i64 => u64, usize => usize);

/// `min`, `max`, `clamp`, `abs`, `signum`: the receiver's type.
pub fn scalar_method<T: MethodReceiver, R: ShimResult<T>>(_: &T, result: R) -> R {
    result
}

/// A float's methods (`sqrt`, `exp`, ...): the receiver's type.
pub fn float_method<T: crate::math::Float, R: ShimResult<T>>(_: &T, result: R) -> R {
    result
}

/// An integer's methods (`wrapping_add`, `pow`, `rotate_left`): the receiver's type.
pub fn int_method<T: IntMethodReceiver, R: ShimResult<T>>(_: &T, result: R) -> R {
    result
}

/// `abs_diff`, `unsigned_abs`: the unsigned integer of the receiver's width.
pub fn unsigned_result<T: IntMethodReceiver + UnsignedOf, R: ShimResult<T::Unsigned>>(
    _: &T,
    result: R,
) -> R {
    result
}

/// `is_power_of_two`: a `bool`.
pub fn int_predicate<T: IntMethodReceiver, R: ShimResult<bool>>(_: &T, result: R) -> R {
    result
}

/// `is_nan`, `is_finite`: a `bool`.
pub fn float_predicate<T: crate::math::Float, R: ShimResult<bool>>(_: &T, result: R) -> R {
    result
}

/// `count_ones`, `leading_zeros`, `trailing_zeros`: a `u32`.
pub fn bit_count<T: IntMethodReceiver, R: ShimResult<u32>>(_: &T, result: R) -> R {
    result
}

/// A float's bits: `u32` for `f32`, `u64` for `f64`.
pub trait FloatBits {
    /// The unsigned integer of the float's width.
    type Bits;
}
impl FloatBits for f32 {
    type Bits = u32;
}
impl FloatBits for f64 {
    type Bits = u64;
}

/// `to_bits`: the unsigned integer of the float's width.
pub fn float_bits<T: crate::math::Float + FloatBits, R: ShimResult<T::Bits>>(
    _: &T,
    result: R,
) -> R {
    result
}

/// Rule N1 for a crate method that borrows its receiver (`tile.read(i)`):
/// Rust tries a method taking `self` before it borrows the receiver, so a
/// user trait's `read(self, ..)` on a `Tile` would answer first, with none of
/// the crate method's bounds, while the C++ calls the shim's. The macro writes
/// `receiver(&tile).read(i)`: the receiver is then exactly `&Tile`, whose
/// first candidate is the crate's inherent method. A receiver that is already
/// a reference (a device function's `&Atomic`) is stripped to one `&`.
/// Every crate method of one name takes its receiver one way; the macro
/// borrows the receiver of every method but the few that take it by value
/// (its table of them is checked against this crate's sources).
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no method of this name in the kernel language",
    label = "the kernel language calls this method on cuda-sync's types only",
    note = "the kernel's C++ calls the shim's method of this name (`cuda_sync/*.cuh`), which only cuda-sync's kernel types have; see the crate docs' kernel language reference",
    note = "fix: call the method on the kernel type that has it, or compute the value with the language's operators"
)]
pub trait Receiver {
    /// The crate type whose method is called.
    type Target: ?Sized;
    /// The receiver, borrowed once.
    fn receiver(&self) -> &Self::Target;
}

impl<R: Receiver + ?Sized> Receiver for &R {
    type Target = R::Target;
    fn receiver(&self) -> &R::Target {
        (**self).receiver()
    }
}

impl<R: Receiver + ?Sized> Receiver for &mut R {
    type Target = R::Target;
    fn receiver(&self) -> &R::Target {
        (**self).receiver()
    }
}

/// The receiver of a crate method that borrows it, as exactly `&Target`.
pub fn receiver<R: Receiver + ?Sized>(receiver: &R) -> &R::Target {
    receiver.receiver()
}

/// `Receiver` for the crate types with methods that borrow their receiver.
macro_rules! receivers {
    ($([$($generics:tt)*] $ty:ty;)*) => {$(
        impl<$($generics)*> Receiver for $ty {
            type Target = Self;
            fn receiver(&self) -> &Self {
                self
            }
        }
    )*};
}

receivers! {
    [] crate::block::ThisBlock;
    [] crate::block::Leader;
    [B] crate::block::GridSynced<B>;
    [T, S: crate::scope::Scope] crate::atomic::Atomic<T, S>;
    [T, S: crate::scope::Scope] crate::memory::Atomics<T, S>;
    [T] crate::memory::Global<T>;
    [T, const N: usize, P] crate::tile::Tile<T, N, P>;
    [T, const N: usize, P] crate::tile::DoubleTile<T, N, P>;
    [T, const N: usize] crate::tile::CellPair<T, N>;
    [T, const N: usize] crate::array::Array<T, N>;
    [T, W] crate::output::Output<T, W>;
    [P] Maybe<P>;
    [S: crate::scope::Scope] crate::output::Claims<S>;
    [S: crate::scope::Scope] crate::output::Marks<S>;
    [T, Rel] crate::message::Channel<T, Rel>;
    [T] crate::host::HostChannel<T>;
    [T] crate::host::HostProducer<T>;
    [T, Rel] crate::queue::Queue<T, Rel>;
    [T, Rel] crate::queue::Producer<T, Rel>;
    [Q] crate::queue::Claim<Q>;
    [R: crate::scope::Scope, W, B] crate::publish::Written<R, W, B>;
    [Rel, Acq, B, S: crate::scope::Scope] crate::publish::Arrival<Rel, Acq, B, S>;
    [Rel, Acq, B, S: crate::scope::Scope] crate::publish::LastArrival<Rel, Acq, B, S>;
    [T] crate::lookback::TileStatus<T>;
    [S: crate::scope::Scope] crate::lookback::DynamicTile<S>;
    [T, S: crate::scope::Scope] crate::lookback::TileStatuses<T, S>;
    [T, S: crate::scope::Scope, Op] crate::lookback::TileScan<T, S, Op>;
    [S] crate::view::Coalesced<S>;
    [S, const K: u64] crate::view::Contiguous<S, K>;
    [S, const GX: u64, const GY: u64] crate::view::Coalesced2d<S, GX, GY>;
    [T] [T];
}

/// Rule A1: a call of a device function with atomics `A` beside an atomic
/// access that does not order the pair by itself.
pub fn beside_unordered_atomic<A: crate::order::NoAtomicsBeside>() {}

/// Rule A1: a call of a device function with atomics `A` beside a hand-off
/// that does not order the pair by itself.
pub fn beside_unordered_hand_off<A: crate::order::NoRawAtomicsBeside>() {}

/// Rule A1: two calls of device functions, with atomics `A` and `B`, with
/// nothing to order them.
pub fn two_calls_unordered<A, B>()
where
    (A, B): crate::order::OneWithoutAtomics,
{
}

#[cfg(test)]
mod tests {
    use super::Literal;

    /// The value a `Literal::cuda` hexadecimal float stands for.
    fn value_of(text: &str) -> f64 {
        let hex = text.split("0x").nth(1).expect("a hexadecimal float");
        let (mantissa, rest) = hex.split_once('p').expect("an exponent");
        let power: String = rest
            .chars()
            .take_while(|c| *c == '+' || *c == '-' || c.is_ascii_digit())
            .collect();
        let mantissa = u64::from_str_radix(mantissa, 16).unwrap() as f64;
        let power: i32 = power.parse().unwrap();
        // Two exact steps where 2^power alone would be subnormal.
        let magnitude = if power < -900 {
            mantissa * 2f64.powi(power + 200) * 2f64.powi(-200)
        } else {
            mantissa * 2f64.powi(power)
        };
        if text.starts_with("(-") {
            -magnitude
        } else {
            magnitude
        }
    }

    #[test]
    fn floats_are_exact_hexadecimal_literals() {
        let singles = [
            16777216.0f32,
            16777218.0,
            0.1,
            1.0,
            -2.5,
            f32::MAX,
            f32::MIN_POSITIVE,
            1e-45,
            -0.0,
        ];
        for x in singles {
            let text = x.cuda();
            assert!(text.contains("f /* "), "{text}");
            assert_eq!(value_of(&text), f64::from(x), "{text}");
            assert_eq!(
                value_of(&text).is_sign_negative(),
                x.is_sign_negative(),
                "{text}"
            );
        }
        let doubles = [
            9007199254740993.0f64,
            0.1,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            -3.75,
        ];
        for x in doubles {
            let text = x.cuda();
            assert_eq!(value_of(&text), x, "{text}");
        }
        assert_eq!(16777216.0f32.cuda(), "(0x800000p+1f /* 16777216.0 */)");
    }
}
