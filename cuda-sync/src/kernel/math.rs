//! The scalar types of the kernel language as traits, for generic kernels and
//! device functions: [`Scalar`] (every number), [`Float`] (`f32`, `f64`) and
//! [`Int`] (`u32`, `u64`, `usize`, `i32`, `i64`).
//!
//! A generic kernel (`fn axpy<T: Float>(..)`) is compiled once per type it is
//! launched with: its C++ is the kernel's with `T` spelled as that type
//! (`float`, `double`). A generic device function is a C++ template whose
//! type C++ deduces from the arguments, as rustc infers it. The methods and
//! associated constants here are those of Rust's own types, and the C++ calls
//! the shim's functions of the same names (`cuda_sync/math.cuh`); rustc never
//! runs them. Mirrors `cpp/include/cuda_sync/math.cuh`.

use core::ops;

use crate::__private::{Literal, Plain};
use crate::uniform::{Compare, Number, Uniform};

/// What every operator of the kernel language needs of an operand type, on
/// both sides of a uniform value.
macro_rules! operators {
    ($name:ident: $($op:ident $assign:ident),*) => {
        /// The operators of a numeric type, with a plain or a uniform
        /// right-hand side (a plain value with a uniform one is plain).
        pub trait $name:
            Sized
            $(+ ops::$op<Output = Self> + ops::$op<Uniform<Self>, Output = Self>
              + ops::$assign + ops::$assign<Uniform<Self>>)*
        {
        }
        impl<T> $name for T where
            T: Sized $(+ ops::$op<Output = T> + ops::$op<Uniform<T>, Output = T>
                + ops::$assign + ops::$assign<Uniform<T>>)*
        {
        }
    };
}

operators!(Arithmetic: Add AddAssign, Sub SubAssign, Mul MulAssign, Div DivAssign, Rem RemAssign);
operators!(Bitwise: BitAnd BitAndAssign, BitOr BitOrAssign, BitXor BitXorAssign);

/// A number a kernel computes with: `u32`, `u64`, `usize`, `i32`, `i64`,
/// `f32` or `f64`. The bound of a generic kernel's or device function's type
/// parameter (`fn sum<T: Scalar>(..)`), with the operators, comparisons,
/// and the constants below; `min`, `max` and `clamp` are [`Float`]'s and
/// (through `Ord`) [`Int`]'s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a scalar type of the kernel language",
    label = "a generic kernel's type is `u32`, `u64`, `usize`, `i32`, `i64`, `f32` or `f64`",
    note = "the kernel's C++ is compiled once for each type it is launched with; only these types have a C++ spelling",
    note = "where this is a `Uniform<T>` (a kernel's scalar argument, `block.index()`): a generic device function takes its plain value, `n.get()`"
)]
pub trait Scalar:
    Number
    + crate::flow::Plain
    + Arithmetic
    + Plain<Value = Self, Sameness = crate::__private::InThread>
    + Literal
    + Compare<Self, Output = bool>
    + Compare<Uniform<Self>, Output = bool>
    + PartialOrd
    + cudarc::driver::DeviceRepr
    + cudarc::driver::ValidAsZeroBits
    + sealed::Scalar
{
    /// `0`.
    const ZERO: Self;
    /// `1`.
    const ONE: Self;
    /// The largest value.
    const MAX: Self;
    /// The lowest finite value.
    const MIN: Self;
    /// Its Rust name (`f32`): a generic kernel's instance is named by it (`axpy__f32`).
    const RUST: &'static str;
    /// Its C++ name (`float`), which the instance's C++ spells it as.
    const CUDA: &'static str;
}

/// `f32` or `f64`: [`Scalar`] with the floating-point methods and constants.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a floating-point type of the kernel language",
    label = "`Float` is `f32` or `f64`",
    note = "where this is a `Uniform<T>` (a kernel's scalar argument, `block.index()`): a generic device function takes its plain value, `n.get()`"
)]
pub trait Float: Scalar + ops::Neg<Output = Self> {
    /// The difference between 1 and the next larger value.
    const EPSILON: Self;
    /// Positive infinity.
    const INFINITY: Self;
    /// Negative infinity.
    const NEG_INFINITY: Self;
    /// Not a number.
    const NAN: Self;
    /// The smallest positive normal value.
    const MIN_POSITIVE: Self;
    /// The smaller of two, the number if one is NaN.
    fn min(self, other: Self) -> Self;
    /// The larger of two, the number if one is NaN.
    fn max(self, other: Self) -> Self;
    /// `self` brought into `low..=high`.
    fn clamp(self, low: Self, high: Self) -> Self;
    /// `√x`.
    fn sqrt(self) -> Self;
    /// `∛x`.
    fn cbrt(self) -> Self;
    /// `eˣ`.
    fn exp(self) -> Self;
    /// `2ˣ`.
    fn exp2(self) -> Self;
    /// The natural logarithm.
    fn ln(self) -> Self;
    /// The base-2 logarithm.
    fn log2(self) -> Self;
    /// The base-10 logarithm.
    fn log10(self) -> Self;
    /// The sine.
    fn sin(self) -> Self;
    /// The cosine.
    fn cos(self) -> Self;
    /// The tangent.
    fn tan(self) -> Self;
    /// The arcsine.
    fn asin(self) -> Self;
    /// The arccosine.
    fn acos(self) -> Self;
    /// The arctangent.
    fn atan(self) -> Self;
    /// The arctangent of `self / other`, in the right quadrant.
    fn atan2(self, other: Self) -> Self;
    /// The hyperbolic sine.
    fn sinh(self) -> Self;
    /// The hyperbolic cosine.
    fn cosh(self) -> Self;
    /// `√(x² + y²)`.
    fn hypot(self, other: Self) -> Self;
    /// `1` with the sign of `x`, or NaN.
    fn signum(self) -> Self;
    /// The hyperbolic tangent.
    fn tanh(self) -> Self;
    /// The largest integer at most `x`.
    fn floor(self) -> Self;
    /// The smallest integer at least `x`.
    fn ceil(self) -> Self;
    /// The nearest integer, half away from zero.
    fn round(self) -> Self;
    /// The integer part.
    fn trunc(self) -> Self;
    /// `|x|`.
    fn abs(self) -> Self;
    /// `1 / x`.
    fn recip(self) -> Self;
    /// `xⁿ`.
    fn powf(self, n: Self) -> Self;
    /// `xⁿ` for an integer `n`.
    fn powi(self, n: i32) -> Self;
    /// `self * a + b`, rounded once.
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// The magnitude of `self` with the sign of `sign`.
    fn copysign(self, sign: Self) -> Self;
    /// Whether it is NaN.
    fn is_nan(self) -> bool;
    /// Whether it is neither infinite nor NaN.
    fn is_finite(self) -> bool;
    /// `self % other` made non-negative by adding `|other|`.
    fn rem_euclid(self, other: Self) -> Self;
    /// The quotient whose remainder `rem_euclid` gives.
    fn div_euclid(self, other: Self) -> Self;
}

/// An integer type: [`Scalar`] with the bit operators, shifts by a `u32`
/// (`x << 3u32`), `Ord` (`min`, `max`, `clamp`) and the integer methods.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer type of the kernel language",
    label = "`Int` is `u32`, `u64`, `usize`, `i32` or `i64`",
    note = "where this is a `Uniform<T>` (a kernel's scalar argument, `block.index()`): a generic device function takes its plain value, `n.get()`"
)]
pub trait Int:
    Scalar
    + Ord
    + Bitwise
    + crate::uniform::Integer
    + ops::Shl<u32, Output = Self>
    + ops::Shr<u32, Output = Self>
    + ops::Shl<Uniform<u32>, Output = Self>
    + ops::Shr<Uniform<u32>, Output = Self>
{
    /// The width in bits.
    const BITS: u32;
    /// `a + b`, wrapping around at the type's bounds.
    fn wrapping_add(self, other: Self) -> Self;
    /// `a - b`, wrapping around.
    fn wrapping_sub(self, other: Self) -> Self;
    /// `a * b`, wrapping around.
    fn wrapping_mul(self, other: Self) -> Self;
    /// `-a`, wrapping around (`0 - a` of an unsigned integer).
    fn wrapping_neg(self) -> Self;
    /// `a + b`, held at the type's bounds.
    fn saturating_add(self, other: Self) -> Self;
    /// `a - b`, held at the type's bounds.
    fn saturating_sub(self, other: Self) -> Self;
    /// The number of one bits.
    fn count_ones(self) -> u32;
    /// The number of zero bits.
    fn count_zeros(self) -> u32;
    /// The number of leading one bits.
    fn leading_ones(self) -> u32;
    /// The number of trailing one bits.
    fn trailing_ones(self) -> u32;
    /// The number of leading zero bits.
    fn leading_zeros(self) -> u32;
    /// The number of trailing zero bits.
    fn trailing_zeros(self) -> u32;
    /// `selfⁿ`, wrapping around.
    fn pow(self, n: u32) -> Self;
    /// The bits rotated left by `n`.
    fn rotate_left(self, n: u32) -> Self;
    /// The bits rotated right by `n`.
    fn rotate_right(self, n: u32) -> Self;
    /// The remainder of the division that rounds toward negative infinity
    /// for a positive divisor: never negative.
    fn rem_euclid(self, other: Self) -> Self;
    /// The quotient whose remainder `rem_euclid` gives.
    fn div_euclid(self, other: Self) -> Self;
}

mod sealed {
    /// Only the kernel language's own scalar types have a C++ spelling.
    pub trait Scalar {}
}

macro_rules! scalars {
    ($($t:ident => $cpp:literal),*) => {$(
        impl sealed::Scalar for $t {}
        impl Scalar for $t {
            const ZERO: $t = 0 as $t;
            const ONE: $t = 1 as $t;
            const MAX: $t = <$t>::MAX;
            const MIN: $t = <$t>::MIN;
            const RUST: &'static str = stringify!($t);
            const CUDA: &'static str = $cpp;
        }
    )*};
}

scalars!(u32 => "unsigned int", u64 => "unsigned long long", usize => "unsigned long long",
    i32 => "int", i64 => "long long", f32 => "float", f64 => "double");

/// Each method is the Rust type's own.
macro_rules! delegate {
    ($t:ident: $($method:ident($($arg:ident: $a:ty),*) -> $out:ty),*) => {
        $(fn $method(self, $($arg: $a),*) -> $out {
            <$t>::$method(self, $($arg),*)
        })*
    };
}

macro_rules! floats {
    ($($t:ident),*) => {$(
        impl Float for $t {
            const EPSILON: $t = <$t>::EPSILON;
            const INFINITY: $t = <$t>::INFINITY;
            const NEG_INFINITY: $t = <$t>::NEG_INFINITY;
            const NAN: $t = <$t>::NAN;
            const MIN_POSITIVE: $t = <$t>::MIN_POSITIVE;
            delegate!($t: min(other: $t) -> $t, max(other: $t) -> $t, clamp(low: $t, high: $t) -> $t,
                sqrt() -> $t, cbrt() -> $t, exp() -> $t, exp2() -> $t, ln() -> $t,
                log2() -> $t, log10() -> $t, sin() -> $t, cos() -> $t, tan() -> $t, tanh() -> $t,
                asin() -> $t, acos() -> $t, atan() -> $t, atan2(other: $t) -> $t, sinh() -> $t,
                cosh() -> $t, hypot(other: $t) -> $t, signum() -> $t,
                floor() -> $t, ceil() -> $t, round() -> $t, trunc() -> $t, abs() -> $t,
                recip() -> $t, powf(n: $t) -> $t, powi(n: i32) -> $t,
                mul_add(a: $t, b: $t) -> $t, copysign(sign: $t) -> $t, is_nan() -> bool,
                is_finite() -> bool, rem_euclid(other: $t) -> $t, div_euclid(other: $t) -> $t);
        }
    )*};
}

floats!(f32, f64);

macro_rules! ints {
    ($($t:ident),*) => {$(
        impl Int for $t {
            const BITS: u32 = <$t>::BITS;
            delegate!($t: wrapping_add(other: $t) -> $t, wrapping_sub(other: $t) -> $t,
                wrapping_mul(other: $t) -> $t, wrapping_neg() -> $t, saturating_add(other: $t) -> $t,
                saturating_sub(other: $t) -> $t, count_ones() -> u32, count_zeros() -> u32,
                leading_ones() -> u32, trailing_ones() -> u32, leading_zeros() -> u32,
                trailing_zeros() -> u32, pow(n: u32) -> $t, rotate_left(n: u32) -> $t,
                rotate_right(n: u32) -> $t, rem_euclid(other: $t) -> $t,
                div_euclid(other: $t) -> $t);
        }
    )*};
}

ints!(u32, u64, usize, i32, i64);
