//! What the `#[kernel]` and `#[device]` macros emit. Not public API: a kernel
//! body that names `__private` is rejected by the macro.

pub use crate::flow::{
    AllThreads, CoResident, Condition, Converged, Flow, Independent, Nest, RangeBounds, SomeExited,
};
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

/// The flow token after a statement with a `return` in it.
pub fn after_return<F: Nest, X, G>(flow: &Flow<F, X, G>) -> Flow<F, SomeExited, G> {
    flow.after_return()
}

/// A condition as a host `bool`, for the Rust item's `if`/`while`.
pub fn holds<C: Condition>(condition: &C) -> bool {
    condition.holds()
}

/// A `break` or `continue` in a loop whose body has a block-wide operation.
pub fn leave_barrier_loop<Fl: crate::flow::UniformExit>(flow: &Fl) {
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

/// `start..end` in a `for` loop.
pub fn range<A: RangeBounds<B>, B>(start: A, end: B) -> A::Range {
    start.to(end)
}

/// `value as T`.
pub fn cast<T, V: Cast<T>>(value: V) -> V::Output {
    value.cast()
}

/// An index into a slice: `usize`, plain or uniform.
pub trait Index {
    /// The index as `usize`.
    fn index(self) -> usize;
}

impl Index for usize {
    fn index(self) -> usize {
        self
    }
}

impl Index for Uniform<usize> {
    fn index(self) -> usize {
        self.get()
    }
}
