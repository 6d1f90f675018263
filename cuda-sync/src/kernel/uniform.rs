//! Block-uniform values: equal in every thread of a block.
//!
//! The block index, the grid and block sizes, the kernel's scalar arguments,
//! literals, and the results of block reductions and broadcasts are
//! [`Uniform`]; anything that depends on the thread is a plain value.
//! Arithmetic keeps the rule: uniform with uniform is uniform, anything with a
//! plain value is plain. A barrier is legal only under conditions that are
//! uniform (day 14: "permitted in conditional code, but only if the condition
//! evaluates uniformly across the entire thread block"). Mirrors
//! `cpp/include/cuda_sync/uniform.cuh`.

use core::ops;

/// A value memory holds: a number, a `bool` or a vector, never a `Uniform`
/// (a uniform value stored by one thread and loaded by another would be
/// per-thread under a uniform type).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value memory holds",
    label = "cells, tiles, atomics, channels and reductions hold plain numbers, `bool`s and vectors",
    note = "rule (day 14): a `Uniform` value is one every thread of the block holds; loaded from memory, it would be whatever the thread finds there",
    note = "fix: store the plain value (`.get()`); a reduction or a broadcast makes a uniform value again"
)]
pub trait Cell: Copy + sealed::Cell {}

/// A number: what atomics add and reductions sum.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a number an atomic or a reduction works on",
    label = "atomics and reductions take `u32`, `u64`, `i32`, `i64`, `usize`, `f32` or `f64`",
    note = "rule: the C++ (`cuda::atomic_ref`, the warp shuffles) has these operations for numbers only",
    note = "fix: reduce or count a number (`1u32` for each `true`, each component of a vector)"
)]
pub trait Number: Cell {}

pub(crate) mod sealed {
    /// Only the crate's own cell types are cells.
    pub trait Cell {}
}

macro_rules! cells {
    ($($t:ty),*) => {$(impl sealed::Cell for $t {} impl Cell for $t {})*};
}
cells!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

macro_rules! numbers {
    ($($t:ty),*) => {$(impl Number for $t {})*};
}
numbers!(u32, u64, i32, i64, usize, f32, f64);

/// An integer: what atomics `and`, `or` and `xor`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer an atomic's bit operation works on",
    label = "`fetch_and`, `fetch_or` and `fetch_xor` take `u32`, `u64`, `i32`, `i64` or `usize`",
    note = "rule: the C++ (`cuda::atomic_ref`) has bit operations for integers only"
)]
pub trait Integer: Number {}

macro_rules! integers {
    ($($t:ty),*) => {$(impl Integer for $t {})*};
}
integers!(u32, u64, i32, i64, usize);

/// A value that every thread of the block holds equally.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct Uniform<T>(pub(crate) T);

impl<T> Uniform<T> {
    /// The value, as a plain (per-thread) value.
    pub fn get(self) -> T {
        self.0
    }
}

/// Uniform with uniform is uniform; uniform with plain is plain, on either side.
/// The plain-on-the-left impls are one per type (Rust's orphan rule), and
/// [`Arithmetic`](crate::math::Arithmetic) names them for generic kernels.
macro_rules! binary_ops {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*; $($t:ty),*) => {
        $(
            impl<T: ops::$trait<Output = T>> ops::$trait for Uniform<T> {
                type Output = Uniform<T>;
                fn $method(self, rhs: Self) -> Uniform<T> { Uniform(ops::$trait::$method(self.0, rhs.0)) }
            }
            impl<T: ops::$trait<Output = T>> ops::$trait<T> for Uniform<T> {
                type Output = T;
                fn $method(self, rhs: T) -> T { ops::$trait::$method(self.0, rhs) }
            }
            impl<T: ops::$assign_trait> ops::$assign_trait for Uniform<T> {
                fn $assign_method(&mut self, rhs: Self) { ops::$assign_trait::$assign_method(&mut self.0, rhs.0) }
            }
        )*
        binary_ops!(@each [$($trait $method $assign_trait $assign_method),*] $($t),*);
    };
    (@each $ops:tt $($t:ty),*) => { $(binary_ops!(@type $ops $t);)* };
    (@type [$($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*] $t:ty) => {$(
        impl ops::$trait<Uniform<$t>> for $t {
            type Output = $t;
            fn $method(self, rhs: Uniform<$t>) -> $t { ops::$trait::$method(self, rhs.0) }
        }
        impl ops::$assign_trait<Uniform<$t>> for $t {
            fn $assign_method(&mut self, rhs: Uniform<$t>) { ops::$assign_trait::$assign_method(self, rhs.0) }
        }
    )*};
}

binary_ops!(Add add AddAssign add_assign, Sub sub SubAssign sub_assign, Mul mul MulAssign mul_assign,
    Div div DivAssign div_assign, Rem rem RemAssign rem_assign; u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64);
binary_ops!(BitAnd bitand BitAndAssign bitand_assign, BitOr bitor BitOrAssign bitor_assign,
    BitXor bitxor BitXorAssign bitxor_assign, Shl shl ShlAssign shl_assign, Shr shr ShrAssign shr_assign;
    u32, u64, i32, i64, usize, u8, i8, u16, i16);
// A `bool`'s `&`, `|` and `^` with a uniform one (`odd ^= true`): the
// generic uniform impls above already cover `Uniform<bool>` on the left.
binary_ops!(@type [BitAnd bitand BitAndAssign bitand_assign, BitOr bitor BitOrAssign bitor_assign,
    BitXor bitxor BitXorAssign bitxor_assign] bool);

impl<T: ops::Neg<Output = T>> ops::Neg for Uniform<T> {
    type Output = Uniform<T>;
    fn neg(self) -> Uniform<T> {
        Uniform(-self.0)
    }
}

impl<T: ops::Not<Output = T>> ops::Not for Uniform<T> {
    type Output = Uniform<T>;
    fn not(self) -> Uniform<T> {
        Uniform(!self.0)
    }
}

/// A uniform value widens as its plain value does, without loss: a literal
/// passed to a device function's wider parameter (`5i32` to an `i64`,
/// `2.5f32` to an `f64`), converted as C++ converts it.
macro_rules! widens {
    ($($from:ty => $($to:ty),*;)*) => {$($(
        impl From<Uniform<$from>> for $to {
            fn from(value: Uniform<$from>) -> $to {
                value.0.into()
            }
        }
    )*)*};
}

widens! {
    u32 => u64, i64, f64;
    i32 => i64, f64;
    f32 => f64;
    u8 => u16, u32, u64, usize, i16, i32, i64, f32, f64;
    i8 => i16, i32, i64, f32, f64;
    u16 => u32, u64, usize, i32, i64, f32, f64;
    i16 => i32, i64, f32, f64;
}

/// A uniform value is also a per-thread value (a literal passed to a device
/// function's plain parameter, for instance).
macro_rules! into_plain {
    ($($t:ty),*) => {$(
        impl From<Uniform<$t>> for $t {
            fn from(value: Uniform<$t>) -> $t {
                value.0
            }
        }
    )*};
}

into_plain!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

/// Comparison and logic that keep uniformity (`a < b` in a kernel is `a.lt(b)` here).
pub trait Compare<Rhs> {
    /// `Uniform<bool>` when both sides are uniform, else `bool`.
    type Output;
    /// `a == b`
    fn eq(self, rhs: Rhs) -> Self::Output;
    /// `a != b`
    fn ne(self, rhs: Rhs) -> Self::Output;
    /// `a < b`
    fn lt(self, rhs: Rhs) -> Self::Output;
    /// `a <= b`
    fn le(self, rhs: Rhs) -> Self::Output;
    /// `a > b`
    fn gt(self, rhs: Rhs) -> Self::Output;
    /// `a >= b`
    fn ge(self, rhs: Rhs) -> Self::Output;
}

impl<T: PartialOrd> Compare<T> for Uniform<T> {
    type Output = bool;
    fn eq(self, rhs: T) -> bool {
        self.0 == rhs
    }
    fn ne(self, rhs: T) -> bool {
        self.0 != rhs
    }
    fn lt(self, rhs: T) -> bool {
        self.0 < rhs
    }
    fn le(self, rhs: T) -> bool {
        self.0 <= rhs
    }
    fn gt(self, rhs: T) -> bool {
        self.0 > rhs
    }
    fn ge(self, rhs: T) -> bool {
        self.0 >= rhs
    }
}

impl<T: PartialOrd> Compare<Uniform<T>> for Uniform<T> {
    type Output = Uniform<bool>;
    fn eq(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 == rhs.0)
    }
    fn ne(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 != rhs.0)
    }
    fn lt(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 < rhs.0)
    }
    fn le(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 <= rhs.0)
    }
    fn gt(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 > rhs.0)
    }
    fn ge(self, rhs: Uniform<T>) -> Uniform<bool> {
        Uniform(self.0 >= rhs.0)
    }
}

/// Plain with plain, and plain with uniform: one per type (the orphan rule).
macro_rules! compare {
    ($($t:ty),*) => {$(
        compare!(@impl $t, $t, |b| b);
        compare!(@impl $t, Uniform<$t>, |b: Uniform<$t>| b.0);
    )*};
    (@impl $lhs:ty, $rhs:ty, $r:expr) => {
        impl Compare<$rhs> for $lhs {
            type Output = bool;
            fn eq(self, rhs: $rhs) -> bool { self == $r(rhs) }
            fn ne(self, rhs: $rhs) -> bool { self != $r(rhs) }
            fn lt(self, rhs: $rhs) -> bool { self < $r(rhs) }
            fn le(self, rhs: $rhs) -> bool { self <= $r(rhs) }
            fn gt(self, rhs: $rhs) -> bool { self > $r(rhs) }
            fn ge(self, rhs: $rhs) -> bool { self >= $r(rhs) }
        }
    };
}

compare!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

/// A value equal in every thread of a warp, and not across warps: the warp's
/// index in its block ([`ThisBlock::warp_index`](crate::block::ThisBlock::warp_index)),
/// a comparison of the thread index with a multiple of 32 (`tid < 32`,
/// `tid >= 64`, `tid <= 31`), and what arithmetic and comparison make of
/// them with other warp-uniform or block-uniform values
/// (`block.index() * warps + block.warp_index() < rows`). A branch on a
/// `WarpUniform<bool>` holds whole warps (`flow::WarpBranch`), so a
/// warp-wide operation may stand in it. Anything with a plain value is plain.
#[derive(Clone, Copy, Debug)]
pub struct WarpUniform<T>(pub(crate) T);

impl<T> WarpUniform<T> {
    /// The value, as a plain (per-thread) value.
    pub fn get(self) -> T {
        self.0
    }
}

/// Warp-uniform with warp- or block-uniform is warp-uniform, on either side;
/// with a plain value it is plain. The plain-on-the-left impls are one per
/// type (Rust's orphan rule).
macro_rules! warp_binary_ops {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*; $($t:ty),*) => {
        $(
            warp_binary_ops!(@op $trait $method, WarpUniform<T>, WarpUniform<T>, |b: WarpUniform<T>| b.0);
            warp_binary_ops!(@op $trait $method, WarpUniform<T>, Uniform<T>, |b: Uniform<T>| b.0);
            impl<T: ops::$trait<Output = T>> ops::$trait<WarpUniform<T>> for Uniform<T> {
                type Output = WarpUniform<T>;
                fn $method(self, rhs: WarpUniform<T>) -> WarpUniform<T> {
                    WarpUniform(ops::$trait::$method(self.0, rhs.0))
                }
            }
            impl<T: ops::$trait<Output = T>> ops::$trait<T> for WarpUniform<T> {
                type Output = T;
                fn $method(self, rhs: T) -> T { ops::$trait::$method(self.0, rhs) }
            }
            impl<T: ops::$assign_trait> ops::$assign_trait for WarpUniform<T> {
                fn $assign_method(&mut self, rhs: Self) { ops::$assign_trait::$assign_method(&mut self.0, rhs.0) }
            }
            impl<T: ops::$assign_trait> ops::$assign_trait<Uniform<T>> for WarpUniform<T> {
                fn $assign_method(&mut self, rhs: Uniform<T>) { ops::$assign_trait::$assign_method(&mut self.0, rhs.0) }
            }
        )*
        warp_binary_ops!(@each [$($trait $method $assign_trait $assign_method),*] $($t),*);
    };
    (@each $ops:tt $($t:ty),*) => { $(warp_binary_ops!(@type $ops $t);)* };
    (@op $trait:ident $method:ident, $lhs:ty, $rhs:ty, $r:expr) => {
        impl<T: ops::$trait<Output = T>> ops::$trait<$rhs> for $lhs {
            type Output = WarpUniform<T>;
            fn $method(self, rhs: $rhs) -> WarpUniform<T> { WarpUniform(ops::$trait::$method(self.0, $r(rhs))) }
        }
    };
    (@type [$($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*] $t:ty) => {$(
        impl ops::$trait<WarpUniform<$t>> for $t {
            type Output = $t;
            fn $method(self, rhs: WarpUniform<$t>) -> $t { ops::$trait::$method(self, rhs.0) }
        }
        impl ops::$assign_trait<WarpUniform<$t>> for $t {
            fn $assign_method(&mut self, rhs: WarpUniform<$t>) { ops::$assign_trait::$assign_method(self, rhs.0) }
        }
    )*};
}

warp_binary_ops!(Add add AddAssign add_assign, Sub sub SubAssign sub_assign, Mul mul MulAssign mul_assign,
    Div div DivAssign div_assign, Rem rem RemAssign rem_assign; u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64);
warp_binary_ops!(BitAnd bitand BitAndAssign bitand_assign, BitOr bitor BitOrAssign bitor_assign,
    BitXor bitxor BitXorAssign bitxor_assign, Shl shl ShlAssign shl_assign, Shr shr ShrAssign shr_assign;
    u32, u64, i32, i64, usize, u8, i8, u16, i16);

impl<T: ops::Neg<Output = T>> ops::Neg for WarpUniform<T> {
    type Output = WarpUniform<T>;
    fn neg(self) -> WarpUniform<T> {
        WarpUniform(-self.0)
    }
}

impl<T: ops::Not<Output = T>> ops::Not for WarpUniform<T> {
    type Output = WarpUniform<T>;
    fn not(self) -> WarpUniform<T> {
        WarpUniform(!self.0)
    }
}

/// The six comparisons, for one pair of operand types.
macro_rules! compare_impl {
    ($lhs:ty, $rhs:ty, $out:ty, $l:expr, $r:expr, $wrap:expr) => {
        impl<T: PartialOrd> Compare<$rhs> for $lhs {
            type Output = $out;
            fn eq(self, rhs: $rhs) -> $out {
                $wrap($l(self) == $r(rhs))
            }
            fn ne(self, rhs: $rhs) -> $out {
                $wrap($l(self) != $r(rhs))
            }
            fn lt(self, rhs: $rhs) -> $out {
                $wrap($l(self) < $r(rhs))
            }
            fn le(self, rhs: $rhs) -> $out {
                $wrap($l(self) <= $r(rhs))
            }
            fn gt(self, rhs: $rhs) -> $out {
                $wrap($l(self) > $r(rhs))
            }
            fn ge(self, rhs: $rhs) -> $out {
                $wrap($l(self) >= $r(rhs))
            }
        }
    };
}

compare_impl!(
    WarpUniform<T>,
    WarpUniform<T>,
    WarpUniform<bool>,
    |a: WarpUniform<T>| a.0,
    |b: WarpUniform<T>| b.0,
    WarpUniform
);
compare_impl!(
    WarpUniform<T>,
    Uniform<T>,
    WarpUniform<bool>,
    |a: WarpUniform<T>| a.0,
    |b: Uniform<T>| b.0,
    WarpUniform
);
compare_impl!(
    Uniform<T>,
    WarpUniform<T>,
    WarpUniform<bool>,
    |a: Uniform<T>| a.0,
    |b: WarpUniform<T>| b.0,
    WarpUniform
);
compare_impl!(
    WarpUniform<T>,
    T,
    bool,
    |a: WarpUniform<T>| a.0,
    |b| b,
    |r| r
);

/// A plain value compared with a warp-uniform one is plain: one per type.
macro_rules! compare_with_warp_uniform {
    ($($t:ty),*) => {$(
        impl Compare<WarpUniform<$t>> for $t {
            type Output = bool;
            fn eq(self, rhs: WarpUniform<$t>) -> bool { self == rhs.0 }
            fn ne(self, rhs: WarpUniform<$t>) -> bool { self != rhs.0 }
            fn lt(self, rhs: WarpUniform<$t>) -> bool { self < rhs.0 }
            fn le(self, rhs: WarpUniform<$t>) -> bool { self <= rhs.0 }
            fn gt(self, rhs: WarpUniform<$t>) -> bool { self > rhs.0 }
            fn ge(self, rhs: WarpUniform<$t>) -> bool { self >= rhs.0 }
        }
    )*};
}

compare_with_warp_uniform!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

/// A warp-uniform value is also a per-thread value.
macro_rules! warp_into_plain {
    ($($t:ty),*) => {$(
        impl From<WarpUniform<$t>> for $t {
            fn from(value: WarpUniform<$t>) -> $t {
                value.0
            }
        }
    )*};
}

warp_into_plain!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64, bool);

/// A block-uniform value is warp-uniform too: assigned to a warp-uniform
/// variable (`row = first;`), as it updates one (`row += first`).
impl<T> From<Uniform<T>> for WarpUniform<T> {
    fn from(value: Uniform<T>) -> WarpUniform<T> {
        WarpUniform(value.0)
    }
}

/// A value an `if` or a block gives (`let m = if a > b { a } else { b };`):
/// what it becomes under a per-thread condition (`Plain`) and under a
/// warp-uniform one (`Warp`). Two uniform branches chosen by a per-thread
/// condition differ between threads, so the value is plain; chosen by a
/// block-uniform condition, it stays as it is.
#[diagnostic::on_unimplemented(
    message = "an `if` or a block in a kernel gives a number, a `bool`, a vector, a (warp-)uniform one or a tuple of them; `{Self}` is none of these",
    label = "this branch's value",
    note = "declare the variable before the `if` and assign it in each branch"
)]
pub trait Choice: Sized {
    /// The value under a per-thread condition.
    type Plain;
    /// The value under a warp-uniform condition.
    type Warp;
    /// The value as a per-thread one.
    fn plain(self) -> Self::Plain;
    /// The value as a warp-uniform one.
    fn warp(self) -> Self::Warp;
}

impl<T: Cell> Choice for T {
    type Plain = T;
    type Warp = T;
    fn plain(self) -> T {
        self
    }
    fn warp(self) -> T {
        self
    }
}

impl<T> Choice for Uniform<T> {
    type Plain = T;
    type Warp = WarpUniform<T>;
    fn plain(self) -> T {
        self.0
    }
    fn warp(self) -> WarpUniform<T> {
        WarpUniform(self.0)
    }
}

impl<T> Choice for WarpUniform<T> {
    type Plain = T;
    type Warp = WarpUniform<T>;
    fn plain(self) -> T {
        self.0
    }
    fn warp(self) -> WarpUniform<T> {
        self
    }
}

/// An `if` statement's value.
impl Choice for () {
    type Plain = ();
    type Warp = ();
    fn plain(self) {}
    fn warp(self) {}
}

macro_rules! tuple_choices {
    ($(($($t:ident $v:ident),*)),*) => {$(
        impl<$($t: Choice),*> Choice for ($($t,)*) {
            type Plain = ($($t::Plain,)*);
            type Warp = ($($t::Warp,)*);
            fn plain(self) -> Self::Plain {
                let ($($v,)*) = self;
                ($($v.plain(),)*)
            }
            fn warp(self) -> Self::Warp {
                let ($($v,)*) = self;
                ($($v.warp(),)*)
            }
        }
    )*};
}
tuple_choices!((A a, B b), (A a, B b, C c), (A a, B b, C c, D d));

/// Two branches' values as one (`if c { 8u32 } else { rounds }`): Rust's
/// type for both, plain where either is, warp-uniform where either is and
/// neither is plain, and uniform where both are. A number alone is uniform,
/// so it joins a value of either kind.
#[diagnostic::on_unimplemented(
    message = "the branches of an `if` give `{Self}` and `{B}`, which are not one type",
    label = "the `if` whose branches differ",
    note = "give both branches one type: `as` converts a number, `.get()` makes a uniform value plain"
)]
pub trait Join<B> {
    /// The `if`'s value.
    type Joined;
    /// The first branch's value, as the `if`'s.
    fn then(value: Self) -> Self::Joined;
    /// The second branch's value, as the `if`'s.
    fn otherwise(value: B) -> Self::Joined;
}

/// One impl of `Join` for a pair of kinds of value.
macro_rules! join {
    ($(<$t:ident $(: $bound:path)?> $a:ty, $b:ty => $joined:ty: |$x:ident| $then:expr, |$y:ident| $otherwise:expr;)*) => {$(
        impl<$t $(: $bound)?> Join<$b> for $a {
            type Joined = $joined;
            fn then($x: $a) -> $joined {
                $then
            }
            fn otherwise($y: $b) -> $joined {
                $otherwise
            }
        }
    )*};
}
join! {
    <T: Cell> T, T => T: |x| x, |y| y;
    <T: Cell> T, Uniform<T> => T: |x| x, |y| y.0;
    <T: Cell> Uniform<T>, T => T: |x| x.0, |y| y;
    <T: Cell> T, WarpUniform<T> => T: |x| x, |y| y.0;
    <T: Cell> WarpUniform<T>, T => T: |x| x.0, |y| y;
    <T> Uniform<T>, Uniform<T> => Uniform<T>: |x| x, |y| y;
    <T> WarpUniform<T>, WarpUniform<T> => WarpUniform<T>: |x| x, |y| y;
    <T> Uniform<T>, WarpUniform<T> => WarpUniform<T>: |x| WarpUniform(x.0), |y| y;
    <T> WarpUniform<T>, Uniform<T> => WarpUniform<T>: |x| x, |y| WarpUniform(y.0);
}

/// An `if` statement's branches, which give nothing.
impl Join<()> for () {
    type Joined = ();
    fn then(_: ()) {}
    fn otherwise(_: ()) {}
}

macro_rules! tuple_joins {
    ($(($($a:ident $b:ident $x:ident),*)),*) => {$(
        impl<$($a: Join<$b>, $b),*> Join<($($b,)*)> for ($($a,)*) {
            type Joined = ($($a::Joined,)*);
            fn then(value: Self) -> Self::Joined {
                let ($($x,)*) = value;
                ($($a::then($x),)*)
            }
            fn otherwise(value: ($($b,)*)) -> Self::Joined {
                let ($($x,)*) = value;
                ($($a::otherwise($x),)*)
            }
        }
    )*};
}
tuple_joins!(
    (A0 B0 x0, A1 B1 x1),
    (A0 B0 x0, A1 B1 x1, A2 B2 x2),
    (A0 B0 x0, A1 B1 x1, A2 B2 x2, A3 B3 x3)
);

/// A condition that chooses between two values of type `V`: what the `if`
/// gives is `Value`, as uniform as the condition and the values both are.
pub trait Chooses<V: Choice> {
    /// The `if`'s value.
    type Value;
    /// `value`, chosen by this condition.
    fn chosen(value: V) -> Self::Value;
}

impl<V: Choice> Chooses<V> for bool {
    type Value = V::Plain;
    fn chosen(value: V) -> V::Plain {
        value.plain()
    }
}

impl<V: Choice> Chooses<V> for WarpUniform<bool> {
    type Value = V::Warp;
    fn chosen(value: V) -> V::Warp {
        value.warp()
    }
}

impl<V: Choice> Chooses<V> for Uniform<bool> {
    type Value = V;
    fn chosen(value: V) -> V {
        value
    }
}

/// `&&` and `||` that keep uniformity.
pub trait Logic<Rhs> {
    /// `Uniform<bool>` when both sides are uniform, else `bool`.
    type Output;
    /// `a && b`
    fn and(self, rhs: Rhs) -> Self::Output;
    /// `a || b`
    fn or(self, rhs: Rhs) -> Self::Output;
}

macro_rules! logic {
    ($lhs:ty, $rhs:ty, $out:ty, $l:expr, $r:expr, $wrap:expr) => {
        impl Logic<$rhs> for $lhs {
            type Output = $out;
            fn and(self, rhs: $rhs) -> $out {
                $wrap($l(self) && $r(rhs))
            }
            fn or(self, rhs: $rhs) -> $out {
                $wrap($l(self) || $r(rhs))
            }
        }
    };
}

logic!(bool, bool, bool, |a| a, |b| b, |r| r);
logic!(
    Uniform<bool>,
    bool,
    bool,
    |a: Uniform<bool>| a.0,
    |b| b,
    |r| r
);
logic!(
    bool,
    Uniform<bool>,
    bool,
    |a| a,
    |b: Uniform<bool>| b.0,
    |r| r
);
logic!(
    Uniform<bool>,
    Uniform<bool>,
    Uniform<bool>,
    |a: Uniform<bool>| a.0,
    |b: Uniform<bool>| b.0,
    Uniform
);

/// A shift by an amount of another integer type, as Rust has one for every
/// pair: by a `u32` (`x << 3u32`), what [`Int`](crate::math::Int) names for
/// generic kernels, by an `i32`, the type rustc gives a number without a
/// suffix there when several would do (`v >> 1` on a `u64`), and by each
/// other (`x << n` with `n: usize` a kernel argument). The amount's type does
/// not change a shift, in Rust or in C++ (`math::shl`). A uniform value
/// shifted by a uniform amount stays uniform (`n << 3u32` with `n` a kernel
/// argument); by a thread's own amount it is the thread's (`(mask >> lane)
/// & 1u64`, red team: refused before).
macro_rules! shifts_by {
    ($amount:ty: $($t:ty),*) => {$(
        shifts_by!(@op $amount, $t, Shl shl ShlAssign shl_assign);
        shifts_by!(@op $amount, $t, Shr shr ShrAssign shr_assign);
    )*};
    // `x << k` and `x <<= k` (red team round 64: `x <<= 3u32` on a `u64`),
    // plain or uniform `x`, by a uniform `k` of another type.
    (@op $amount:ty, $t:ty, $trait:ident $method:ident $assign_trait:ident $assign_method:ident) => {
        impl ops::$trait<Uniform<$amount>> for $t {
            type Output = $t;
            fn $method(self, rhs: Uniform<$amount>) -> $t { ops::$trait::$method(self, rhs.0) }
        }
        impl ops::$trait<Uniform<$amount>> for Uniform<$t> {
            type Output = Uniform<$t>;
            fn $method(self, rhs: Uniform<$amount>) -> Uniform<$t> { Uniform(ops::$trait::$method(self.0, rhs.0)) }
        }
        impl ops::$assign_trait<Uniform<$amount>> for $t {
            fn $assign_method(&mut self, rhs: Uniform<$amount>) { ops::$assign_trait::$assign_method(self, rhs.0) }
        }
        impl ops::$assign_trait<Uniform<$amount>> for Uniform<$t> {
            fn $assign_method(&mut self, rhs: Uniform<$amount>) { ops::$assign_trait::$assign_method(&mut self.0, rhs.0) }
        }
        impl ops::$trait<Uniform<$amount>> for WarpUniform<$t> {
            type Output = WarpUniform<$t>;
            fn $method(self, rhs: Uniform<$amount>) -> WarpUniform<$t> { WarpUniform(ops::$trait::$method(self.0, rhs.0)) }
        }
        impl ops::$assign_trait<Uniform<$amount>> for WarpUniform<$t> {
            fn $assign_method(&mut self, rhs: Uniform<$amount>) { ops::$assign_trait::$assign_method(&mut self.0, rhs.0) }
        }
        impl ops::$trait<$amount> for Uniform<$t> {
            type Output = $t;
            fn $method(self, rhs: $amount) -> $t { ops::$trait::$method(self.0, rhs) }
        }
        impl ops::$trait<$amount> for WarpUniform<$t> {
            type Output = $t;
            fn $method(self, rhs: $amount) -> $t { ops::$trait::$method(self.0, rhs) }
        }
    };
}

shifts_by!(u32: u64, i32, i64, usize, u8, i8, u16, i16);
shifts_by!(i32: u32, u64, i64, usize, u8, i8, u16, i16);
shifts_by!(u64: u32, i32, i64, usize, u8, i8, u16, i16);
shifts_by!(i64: u32, u64, i32, usize, u8, i8, u16, i16);
shifts_by!(usize: u32, u64, i32, i64, u8, i8, u16, i16);
shifts_by!(u8: u32, u64, i32, i64, usize, i8, u16, i16);
shifts_by!(i8: u32, u64, i32, i64, usize, u8, u16, i16);
shifts_by!(u16: u32, u64, i32, i64, usize, u8, i8, i16);
shifts_by!(i16: u32, u64, i32, i64, usize, u8, i8, u16);

/// `value as T` that keeps uniformity.
pub trait Cast<T> {
    /// `Uniform<T>` from a uniform value, else `T`.
    type Output;
    /// The cast.
    fn cast(self) -> Self::Output;
}

macro_rules! casts {
    ($($from:ty),*; $to:tt) => { $(casts!(@from $from; $to);)* };
    (@from $from:ty; [$($to:ty),*]) => {$(
        impl Cast<$to> for $from {
            type Output = $to;
            #[allow(clippy::unnecessary_cast)]
            fn cast(self) -> $to { self as $to }
        }
        impl Cast<$to> for Uniform<$from> {
            type Output = Uniform<$to>;
            #[allow(clippy::unnecessary_cast)]
            fn cast(self) -> Uniform<$to> { Uniform(self.0 as $to) }
        }
        impl Cast<$to> for WarpUniform<$from> {
            type Output = WarpUniform<$to>;
            #[allow(clippy::unnecessary_cast)]
            fn cast(self) -> WarpUniform<$to> { WarpUniform(self.0 as $to) }
        }
    )*};
}

casts!(u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64;
    [u32, u64, i32, i64, usize, u8, i8, u16, i16, f32, f64]);
// `true as u32` is 1, in Rust and in C++.
casts!(bool; [u32, u64, i32, i64, usize, u8, i8, u16, i16]);

logic!(
    WarpUniform<bool>,
    WarpUniform<bool>,
    WarpUniform<bool>,
    |a: WarpUniform<bool>| a.0,
    |b: WarpUniform<bool>| b.0,
    WarpUniform
);
logic!(
    WarpUniform<bool>,
    Uniform<bool>,
    WarpUniform<bool>,
    |a: WarpUniform<bool>| a.0,
    |b: Uniform<bool>| b.0,
    WarpUniform
);
logic!(
    Uniform<bool>,
    WarpUniform<bool>,
    WarpUniform<bool>,
    |a: Uniform<bool>| a.0,
    |b: WarpUniform<bool>| b.0,
    WarpUniform
);
logic!(
    WarpUniform<bool>,
    bool,
    bool,
    |a: WarpUniform<bool>| a.0,
    |b| b,
    |r| r
);
logic!(
    bool,
    WarpUniform<bool>,
    bool,
    |a| a,
    |b: WarpUniform<bool>| b.0,
    |r| r
);
