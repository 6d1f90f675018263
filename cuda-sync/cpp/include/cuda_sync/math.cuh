// cuda_sync/math.cuh: the methods of Rust's scalar types that a kernel may
// call (`x.sqrt()`, `n.leading_zeros()`), and their associated constants
// (`u32::MAX`, `f32::INFINITY`), as CUDA's own device functions. The macro
// emits `x.sqrt()` as `math::sqrt(plain(x))`. Each keeps Rust's meaning where C++
// would differ: integer arithmetic wraps (in the unsigned type of its width),
// `f32::MIN` is the lowest finite value, `leading_zeros` returns `unsigned`.
// Mirrors cuda-sync-macros/src/math.rs and cuda-sync/src/kernel/math.rs.
#pragma once
#include "vector.cuh"
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include "bounds.cuh"
#include "uniform.cuh"

namespace cuda_sync {
namespace math {

// Floats: one CUDA function per precision.
#define CUDA_SYNC_FLOAT_1(name, for_f32, for_f64)                     \
    __device__ inline float name(float x) { return for_f32(x); }      \
    __device__ inline double name(double x) { return for_f64(x); }
#define CUDA_SYNC_FLOAT_2(name, for_f32, for_f64)                                \
    __device__ inline float name(float x, float y) { return for_f32(x, y); }     \
    __device__ inline double name(double x, double y) { return for_f64(x, y); }

CUDA_SYNC_FLOAT_1(sqrt, ::sqrtf, ::sqrt)
CUDA_SYNC_FLOAT_1(cbrt, ::cbrtf, ::cbrt)
CUDA_SYNC_FLOAT_1(exp, ::expf, ::exp)
CUDA_SYNC_FLOAT_1(exp2, ::exp2f, ::exp2)
CUDA_SYNC_FLOAT_1(ln, ::logf, ::log)
CUDA_SYNC_FLOAT_1(log2, ::log2f, ::log2)
CUDA_SYNC_FLOAT_1(log10, ::log10f, ::log10)
CUDA_SYNC_FLOAT_1(sin, ::sinf, ::sin)
CUDA_SYNC_FLOAT_1(cos, ::cosf, ::cos)
CUDA_SYNC_FLOAT_1(tan, ::tanf, ::tan)
CUDA_SYNC_FLOAT_1(asin, ::asinf, ::asin)
CUDA_SYNC_FLOAT_1(acos, ::acosf, ::acos)
CUDA_SYNC_FLOAT_1(atan, ::atanf, ::atan)
CUDA_SYNC_FLOAT_1(sinh, ::sinhf, ::sinh)
CUDA_SYNC_FLOAT_1(cosh, ::coshf, ::cosh)
CUDA_SYNC_FLOAT_1(tanh, ::tanhf, ::tanh)
CUDA_SYNC_FLOAT_1(floor, ::floorf, ::floor)
CUDA_SYNC_FLOAT_1(ceil, ::ceilf, ::ceil)
CUDA_SYNC_FLOAT_1(round, ::roundf, ::round)  // half away from zero, as Rust
CUDA_SYNC_FLOAT_1(trunc, ::truncf, ::trunc)
CUDA_SYNC_FLOAT_2(powf, ::powf, ::pow)
CUDA_SYNC_FLOAT_2(atan2, ::atan2f, ::atan2)
CUDA_SYNC_FLOAT_2(hypot, ::hypotf, ::hypot)
CUDA_SYNC_FLOAT_2(min, ::fminf, ::fmin)  // the number, if one is NaN, as Rust
CUDA_SYNC_FLOAT_2(max, ::fmaxf, ::fmax)

#undef CUDA_SYNC_FLOAT_1
#undef CUDA_SYNC_FLOAT_2

// Rust's `-x`, `x.abs()` and `x.copysign(y)` on a float change its sign bit
// alone, so that a NaN keeps its payload (red team round 76: PTX's `neg` and
// `abs` may give any NaN for a NaN). They work on the bits, moved through
// `asm`, where the compiler cannot turn the integer operation back into
// `neg.f32` or `abs.f32`.
__device__ inline unsigned sign_bits(float x) {
    unsigned bits;
    asm("mov.b32 %0, %1;" : "=r"(bits) : "f"(x));
    return bits;
}
__device__ inline unsigned long long sign_bits(double x) {
    unsigned long long bits;
    asm("mov.b64 %0, %1;" : "=l"(bits) : "d"(x));
    return bits;
}
__device__ inline float with_bits(unsigned bits) {
    float x;
    asm("mov.b32 %0, %1;" : "=f"(x) : "r"(bits));
    return x;
}
__device__ inline double with_bits(unsigned long long bits) {
    double x;
    asm("mov.b64 %0, %1;" : "=d"(x) : "l"(bits));
    return x;
}
template <class T>
__device__ inline auto sign_mask() {
    return decltype(sign_bits(T{})){1} << (sizeof(T) * 8 - 1);
}
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, T> negate(T x) {
    return with_bits(sign_bits(x) ^ sign_mask<T>());
}
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, T> abs(T x) {
    return with_bits(sign_bits(x) & ~sign_mask<T>());
}
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, T> copysign(T x, T sign) {
    return with_bits((sign_bits(x) & ~sign_mask<T>()) | (sign_bits(sign) & sign_mask<T>()));
}
// `-x` on an integer: wrapping, as in a release build (`-i32::MIN` is
// `i32::MIN`; C++'s `-x` there is undefined), and on a uniform value uniform.
template <class T>
__device__ constexpr cuda::std::enable_if_t<cuda::std::is_integral_v<T>, T> negate(T x) {
    using U = cuda::std::make_unsigned_t<T>;
    return static_cast<T>(U(U(0) - static_cast<U>(x)));
}
template <class T>
__device__ inline Uniform<T> negate(Uniform<T> x) {
    return {negate(x.value)};
}
__device__ inline float recip(float x) { return 1.0f / x; }
__device__ inline double recip(double x) { return 1.0 / x; }
// Rust's `powi`: repeated squaring, as LLVM's `llvm.powi` runs it
// (compiler-rt's `__powisf2`). `powf(x, float(n))` rounded an exponent past
// 2^24, an odd one to an even one, and the sign of a negative base with it.
template <class T>
__device__ inline T powi(T x, int n) {
    static_assert(cuda::std::is_floating_point_v<T>, "powi: of f32 or f64");
    const bool reciprocal = n < 0;
    T power = T(1);
    while (true) {
        if (n & 1) power *= x;
        n /= 2;
        if (n == 0) break;
        x *= x;
    }
    return reciprocal ? T(1) / power : power;
}
__device__ inline float mul_add(float x, float a, float b) { return ::fmaf(x, a, b); }
__device__ inline double mul_add(double x, double a, double b) { return ::fma(x, a, b); }
// Rust's `clamp` panics unless `lo <= hi` (a NaN bound fails it too), in a
// release build as well: here the kernel stops (`Check::Clamp`, red team
// round 68: the GPU returned a value).
template <class T>
__device__ inline void check_clamp_bounds(T lo, T hi) {
    if (!(lo <= hi)) detail::fail(Check::Clamp, 0u, 0u);
}
// Rust's `clamp`, comparison for comparison: NaN stays NaN (`fmax` would
// give `lo`), and -0.0 stays -0.0 within [0.0, 1.0] (round 55: `fmaxf` and
// `fminf` became a saturating add, whose 0 + -0.0 is +0.0).
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, T> clamp(T x, T lo, T hi) {
    check_clamp_bounds(lo, hi);
    if (x < lo) x = lo;
    if (x > hi) x = hi;
    return x;
}
// A NaN's signum is Rust's `NAN` (round 56: the NaN's own bits before).
__device__ inline float signum(float x) { return ::isnan(x) ? __uint_as_float(0x7fc00000u) : ::copysignf(1.0f, x); }
__device__ inline double signum(double x) {
    return ::isnan(x) ? __longlong_as_double(0x7ff8000000000000ll) : ::copysign(1.0, x);
}
__device__ inline bool is_nan(float x) { return ::isnan(x); }
__device__ inline bool is_nan(double x) { return ::isnan(x); }
__device__ inline bool is_finite(float x) { return ::isfinite(x); }
__device__ inline bool is_finite(double x) { return ::isfinite(x); }
__device__ inline unsigned to_bits(float x) { return __float_as_uint(x); }
__device__ inline unsigned long long to_bits(double x) {
    return static_cast<unsigned long long>(__double_as_longlong(x));
}
// `f32::from_bits(bits)`, `f64::from_bits(bits)`: the float of these bits.
template <class F>
__device__ inline cuda::std::enable_if_t<cuda::std::is_same_v<F, float>, F> from_bits(unsigned bits) {
    return __uint_as_float(bits);
}
template <class F>
__device__ inline cuda::std::enable_if_t<cuda::std::is_same_v<F, double>, F> from_bits(unsigned long long bits) {
    return __longlong_as_double(static_cast<long long>(bits));
}

// Integers: computed in the unsigned type of their width, so they wrap as
// Rust's `wrapping_*` (and release builds) do, where signed C++ is undefined.
template <class T>
using Bits = cuda::std::make_unsigned_t<T>;
template <class T>
using Integer = cuda::std::enable_if_t<cuda::std::is_integral_v<T>, T>;

template <class T>
__device__ inline Integer<T> min(T a, T b) { return b < a ? b : a; }
template <class T>
__device__ inline Integer<T> max(T a, T b) { return a < b ? b : a; }
template <class T>
__device__ inline Integer<T> clamp(T x, T lo, T hi) {
    check_clamp_bounds(lo, hi);
    return max(lo, min(x, hi));
}
template <class T>
__device__ inline Integer<T> abs(T x) { return x < 0 ? T(Bits<T>(0) - Bits<T>(x)) : x; }
template <class T>
__device__ inline Integer<T> signum(T x) { return T((x > 0) - (x < 0)); }
template <class T>
__device__ inline Integer<T> wrapping_add(T a, T b) { return detail::wrapping(a, b, '+'); }
template <class T>
__device__ inline Integer<T> wrapping_sub(T a, T b) { return detail::wrapping(a, b, '-'); }
template <class T>
__device__ inline Integer<T> wrapping_mul(T a, T b) { return detail::wrapping(a, b, '*'); }
// `-x` and `|x|`, wrapping: `i32::MIN` is its own negation and absolute value.
template <class T>
__device__ inline Integer<T> wrapping_neg(T x) { return negate(x); }
template <class T>
__device__ inline Integer<T> wrapping_abs(T x) { return abs(x); }
// Rust's `pow`, wrapping (a release build's): by repeated squaring, whose
// wrapped products are the same, in log2(n) steps (round 56: one product a
// step ran 2^32 times for `u32::MAX`).
template <class T>
__device__ inline Integer<T> pow(T x, unsigned n) {
    detail::wrapping_t<T> result = 1, base = Bits<T>(x);
    for (; n != 0u; n >>= 1) {
        if (n & 1u) result *= base;
        base *= base;
    }
    return T(result);
}
// Rust's `saturating_add` and `saturating_sub`: the wrapped result, or the
// bound it passed. A signed sum overflows where both operands have the
// other sign than the result; a difference, where the operands' signs
// differ and the result's is not the first operand's.
template <class T>
__device__ inline Integer<T> saturating_add(T a, T b) {
    const T r = wrapping_add(a, b);
    if constexpr (cuda::std::is_signed_v<T>) {
        const bool over = ((a ^ r) & (b ^ r)) < 0;
        return over ? (b < 0 ? cuda::std::numeric_limits<T>::min() : cuda::std::numeric_limits<T>::max()) : r;
    } else {
        return r < a ? cuda::std::numeric_limits<T>::max() : r;
    }
}
template <class T>
__device__ inline Integer<T> saturating_sub(T a, T b) {
    const T r = wrapping_sub(a, b);
    if constexpr (cuda::std::is_signed_v<T>) {
        const bool over = ((a ^ b) & (a ^ r)) < 0;
        return over ? (a < 0 ? cuda::std::numeric_limits<T>::min() : cuda::std::numeric_limits<T>::max()) : r;
    } else {
        return a < b ? T(0) : r;
    }
}
template <class T>
__device__ inline unsigned count_ones(T x) {
    return sizeof(T) == 8 ? __popcll(Bits<T>(x)) : __popc(unsigned(Bits<T>(x)));
}
template <class T>
__device__ inline unsigned count_zeros(T x) {
    return 8 * sizeof(T) - count_ones(x);
}
template <class T>
__device__ inline unsigned leading_zeros(T x) {
    // A narrower type's bits stand in the low bits of a 32-bit `__clz`.
    return sizeof(T) == 8 ? __clzll((long long)Bits<T>(x)) : __clz(int(Bits<T>(x))) - (32 - 8 * sizeof(T));
}
template <class T>
__device__ inline unsigned trailing_zeros(T x) {
    constexpr unsigned bits = 8 * sizeof(T);
    return x == 0 ? bits
                  : (sizeof(T) == 8 ? __ffsll((long long)Bits<T>(x)) : __ffs(int(Bits<T>(x)))) - 1;
}
template <class T>
__device__ inline unsigned leading_ones(T x) {
    return leading_zeros(T(~Bits<T>(x)));
}
template <class T>
__device__ inline unsigned trailing_ones(T x) {
    return trailing_zeros(T(~Bits<T>(x)));
}
template <class T>
__device__ inline Integer<T> rotate_left(T x, unsigned n) {
    constexpr unsigned bits = 8 * sizeof(T);
    Bits<T> u = Bits<T>(x);
    n %= bits;
    return T(n == 0 ? u : (u << n) | (u >> (bits - n)));
}
template <class T>
__device__ inline Integer<T> rotate_right(T x, unsigned n) {
    constexpr unsigned bits = 8 * sizeof(T);
    return rotate_left(x, (bits - n % bits) % bits);
}

// Rust's `/` and `%` on integers panic at a zero divisor and at `MIN / -1`
// (a quotient that does not fit), which C++ leaves undefined: here either
// stops the kernel (`Check::Divide`, with the dividend and the divisor). A
// divisor known not to be 0 or -1 (a literal) folds the check away.
template <class R>
__device__ constexpr void check_divisor(R x, R y) {
    if constexpr (cuda::std::is_integral_v<R>) {
        if (y == R(0)) detail::fail(Check::Divide, static_cast<unsigned long long>(x), 0u);
        if constexpr (cuda::std::is_signed_v<R>) {
            if (y == R(-1) && x == cuda::std::numeric_limits<R>::lowest())
                detail::fail(Check::Divide, static_cast<unsigned long long>(x), static_cast<unsigned long long>(y));
        }
    }
}

// `R` as a uniform value when both operands are, as the other operators on
// `Uniform` values give.
template <class A, class B, class R>
__device__ constexpr auto uniform_if_both(R r) {
    if constexpr (is_uniform_v<A> && is_uniform_v<B>) {
        return Uniform<R>{r};
    } else {
        return r;
    }
}

// Rust's `/`: on integers, checked (`check_divisor`).
template <class A, class B>
__device__ constexpr auto div(A a, B b) {
    using R = rust_operand_t<plain_t<A>, plain_t<B>>;
    const R x = plain(a), y = plain(b);
    check_divisor(x, y);
    return uniform_if_both<A, B>(R(x / y));
}
// A vector's `/`, lane by lane, by a vector or a scalar: each lane Rust's.
template <class T, unsigned long long N>
__device__ Vector<T, N> div(Vector<T, N> a, Vector<T, N> b) {
    Vector<T, N> result;
#pragma unroll
    for (unsigned long long k = 0; k < N; ++k) result.lanes[k] = div(a.lanes[k], b.lanes[k]);
    return result;
}
// rustc typed the scalar as a lane (`v / 2` divides `u32` lanes by `2u32`).
template <class T, unsigned long long N, class B>
__device__ Vector<T, N> div(Vector<T, N> a, B b) {
    return div(a, Vector<T, N>::splat(static_cast<T>(plain(b))));
}
// `place /= value`.
template <class P, class B>
__device__ void div_assign(P &place, B value) { place = div(place, value); }

// Rust's `%`: the remainder with the dividend's sign, C++'s `%` on integers
// (checked, `check_divisor`) and `fmod` on floats (C++'s `%` takes no floats).
template <class A, class B>
__device__ constexpr auto rem(A a, B b) {
    using R = rust_operand_t<plain_t<A>, plain_t<B>>;
    const R x = plain(a), y = plain(b);
    if constexpr (cuda::std::is_same_v<R, float>) {
        return uniform_if_both<A, B>(::fmodf(x, y));
    } else if constexpr (cuda::std::is_floating_point_v<R>) {
        return uniform_if_both<A, B>(::fmod(x, y));
    } else {
        check_divisor(x, y);
        return uniform_if_both<A, B>(R(x % y));
    }
}
// `place %= value`.
template <class P, class B>
__device__ void rem_assign(P &place, B value) { place = rem(place, value); }

// Rust's `rem_euclid` and `div_euclid`: the remainder made non-negative by
// adding `|y|`, and the quotient that goes with it, as std computes them
// (an integer divisor of 0, or `MIN` by -1, stops the kernel as `%` does).
template <class T>
__device__ inline T rem_euclid(T x, T y) {
    const T r = plain(rem(x, y));
    if constexpr (cuda::std::is_floating_point_v<T>) {
        return r < T(0) ? r + abs(y) : r;
    } else if constexpr (cuda::std::is_signed_v<T>) {
        return r < T(0) ? wrapping_add(r, y < T(0) ? wrapping_sub(T(0), y) : y) : r;
    } else {
        return r;
    }
}
template <class T>
__device__ inline T div_euclid(T x, T y) {
    if constexpr (cuda::std::is_floating_point_v<T>) {
        const T q = trunc(x / y);
        return plain(rem(x, y)) < T(0) ? (y > T(0) ? q - T(1) : q + T(1)) : q;
    } else {
        const T q = plain(div(x, y));
        if constexpr (cuda::std::is_signed_v<T>) {
            if (x % y < T(0)) return y > T(0) ? T(q - T(1)) : T(q + T(1));
        }
        return q;
    }
}

// Rust's `ilog2`, `ilog10` and `isqrt`: the floor of the logarithm (of a
// positive number) and of the square root (of a non-negative one); Rust
// panics at any other, and so does the kernel (`Check::Domain`).
template <class T>
__device__ inline void check_domain(T x, bool logarithm) {
    const bool negative = cuda::std::is_signed_v<T> && x < T(0);
    if (negative || (logarithm && x == T(0))) detail::fail(Check::Domain, static_cast<unsigned long long>(x), 0u);
}
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_integral_v<T>, unsigned> ilog2(T x) {
    check_domain(x, true);
    return 8u * sizeof(T) - 1u - leading_zeros(x);
}
template <class T>
__device__ inline cuda::std::enable_if_t<cuda::std::is_integral_v<T>, unsigned> ilog10(T x) {
    check_domain(x, true);
    unsigned log = 0;
    for (Bits<T> n = Bits<T>(x); n >= Bits<T>(10); n /= Bits<T>(10)) ++log;
    return log;
}
template <class T>
__device__ inline Integer<T> isqrt(T x) {
    check_domain(x, false);
    const Bits<T> n = Bits<T>(x);
    if (n < Bits<T>(2)) return x;
    // The double's root, within one of the floor, then made exact without a
    // product that could wrap (`r > n / r` is `r·r > n`).
    Bits<T> r = Bits<T>(::sqrt(double(n)));
    while (r > n / r) --r;
    while (r + 1 <= n / (r + 1)) ++r;
    return T(r);
}

// Rust's `abs_diff` and `unsigned_abs`: exact, in the unsigned type of the
// width (`i8::MIN.unsigned_abs()` is 128), and `is_power_of_two` of an
// unsigned integer.
template <class T>
__device__ inline Bits<Integer<T>> abs_diff(T a, T b) {
    return a < b ? Bits<T>(Bits<T>(b) - Bits<T>(a)) : Bits<T>(Bits<T>(a) - Bits<T>(b));
}
template <class T>
__device__ inline Bits<Integer<T>> unsigned_abs(T x) {
    return x < T(0) ? Bits<T>(Bits<T>(0) - Bits<T>(x)) : Bits<T>(x);
}
template <class T>
__device__ inline bool is_power_of_two(T x) {
    return x != T(0) && Bits<T>(Bits<T>(x) & Bits<T>(Bits<T>(x) - Bits<T>(1))) == Bits<T>(0);
}

// Rust's `+`, `-` and `*`: on integers they wrap, as in a release build.
// C++ leaves a signed overflow undefined, and a compiler that assumed none
// deleted a bounds check (`-x` of `i32::MIN` taken for positive), so an
// integer is computed in its unsigned type (`detail::wrapping`). Vectors go
// lane by lane (vector.cuh), floats as they are.
template <class A, class B>
__device__ constexpr auto arithmetic(A a, B b, char op) {
    if constexpr (is_vector_v<plain_t<A>> || is_vector_v<plain_t<B>>) {
        return op == '+' ? a + b : op == '-' ? a - b : a * b;
    } else {
        using R = rust_operand_t<plain_t<A>, plain_t<B>>;
        return uniform_if_both<A, B>(detail::wrapping(R(plain(a)), R(plain(b)), op));
    }
}
template <class A, class B>
__device__ constexpr auto add(A a, B b) { return arithmetic(a, b, '+'); }
template <class A, class B>
__device__ constexpr auto sub(A a, B b) { return arithmetic(a, b, '-'); }
template <class A, class B>
__device__ constexpr auto mul(A a, B b) { return arithmetic(a, b, '*'); }
template <class P, class B>
__device__ void add_assign(P &place, B value) { place = add(place, value); }
template <class P, class B>
__device__ void sub_assign(P &place, B value) { place = sub(place, value); }
template <class P, class B>
__device__ void mul_assign(P &place, B value) { place = mul(place, value); }

// Rust's `<<` and `>>`: the amount is taken modulo the width, as in a release
// build (C++ leaves a shift by the width or more undefined, and PTX's clamps
// it); a left shift is computed unsigned (C++17 leaves a negative one
// undefined), a right shift of a signed value is arithmetic, as Rust's.
template <class A, class B>
__device__ constexpr unsigned shift_amount(B amount) {
    return static_cast<unsigned>(plain(amount)) & (8u * sizeof(plain_t<A>) - 1u);
}
template <class A, class B>
__device__ constexpr auto shl(A a, B b) {
    using R = plain_t<A>;
    return uniform_if_both<A, B>(R(Bits<R>(plain(a)) << shift_amount<A>(b)));
}
template <class A, class B>
__device__ constexpr auto shr(A a, B b) {
    using R = plain_t<A>;
    return uniform_if_both<A, B>(R(plain(a) >> shift_amount<A>(b)));
}
template <class P, class B>
__device__ void shl_assign(P &place, B value) { place = shl(place, value); }
template <class P, class B>
__device__ void shr_assign(P &place, B value) { place = shr(place, value); }

// `place op= value` as Rust evaluates it, the value first: `value` is this
// call's argument, computed before the call, and `place` a lambda that names
// the place, called in it (a call's arguments have no order in C++, so
// `add_assign(a[i], v)` could check `a`'s index before `v`'s division).
enum class Compound { add, sub, mul, div, rem, shl, shr };
template <Compound OP, class B, class Place>
__device__ void assign_after(B value, Place place) {
    auto &at = place();
    if constexpr (OP == Compound::add) add_assign(at, value);
    if constexpr (OP == Compound::sub) sub_assign(at, value);
    if constexpr (OP == Compound::mul) mul_assign(at, value);
    if constexpr (OP == Compound::div) div_assign(at, value);
    if constexpr (OP == Compound::rem) rem_assign(at, value);
    if constexpr (OP == Compound::shl) shl_assign(at, value);
    if constexpr (OP == Compound::shr) shr_assign(at, value);
}

// Rust's `==`, `!=`, `<`, `<=`, `>`, `>=` where an operand holds a number
// without a suffix (the macro emits C++'s own elsewhere, where both operands
// have their Rust types): two integers compare in the type
// rustc gave both (`rust_operand_t`), so a number without a suffix beside a
// `u8` is a `u8` (`x == !0` is `x == 255`, where C++ promotes `x` to `int`
// and compares with -1; `x == 256` under `allow(overflowing_literals)` is
// rustc's `x == 0`). Anything else compares as C++ compares it.
#define CUDA_SYNC_COMPARISON(name, op)                                                          \
    template <class A, class B>                                                                 \
    __device__ constexpr auto name(A a, B b) {                                                  \
        if constexpr (cuda::std::is_integral_v<plain_t<A>> && cuda::std::is_integral_v<plain_t<B>>) { \
            using T = rust_operand_t<plain_t<A>, plain_t<B>>;                                    \
            return uniform_if_all<A, B>(static_cast<T>(plain(a)) op static_cast<T>(plain(b)));   \
        } else {                                                                                \
            return a op b;                                                                      \
        }                                                                                       \
    }
CUDA_SYNC_COMPARISON(eq, ==)
CUDA_SYNC_COMPARISON(ne, !=)
CUDA_SYNC_COMPARISON(lt, <)
CUDA_SYNC_COMPARISON(le, <=)
CUDA_SYNC_COMPARISON(gt, >)
CUDA_SYNC_COMPARISON(ge, >=)
#undef CUDA_SYNC_COMPARISON

// `u32::MAX`, `f32::INFINITY`, ...: Rust's associated constants by name, and
// `ZERO` and `ONE` of the `Scalar` trait (`T::ZERO` in a generic kernel).
template <class T>
struct limits {
    using of = cuda::std::numeric_limits<T>;
    __device__ static constexpr T MAX() { return of::max(); }
    __device__ static constexpr T MIN() { return of::lowest(); }
    __device__ static constexpr unsigned BITS() { return 8 * sizeof(T); }
    __device__ static constexpr T EPSILON() { return of::epsilon(); }
    __device__ static constexpr T INFINITY_() { return of::infinity(); }
    __device__ static constexpr T NEG_INFINITY() { return -of::infinity(); }
    __device__ static constexpr T NAN_() { return of::quiet_NaN(); }
    __device__ static constexpr T MIN_POSITIVE() { return of::min(); }
    __device__ static constexpr T ZERO() { return T(0); }
    __device__ static constexpr T ONE() { return T(1); }
};

// Each scalar method as a type, `math::method<Method>` (`method<min>`),
// for `lifted` (uniform.cuh): the method is an overload set, which a template
// takes only through a type. The methods are `math::METHODS` of the macro crate.
namespace method {
#define CUDA_SYNC_METHOD(name)                                        \
    struct name {                                                     \
        template <class... A>                                         \
        __device__ constexpr auto operator()(A... a) const {          \
            return math::name(a...);                                  \
        }                                                             \
    };
CUDA_SYNC_METHOD(sqrt)
CUDA_SYNC_METHOD(cbrt)
CUDA_SYNC_METHOD(exp)
CUDA_SYNC_METHOD(exp2)
CUDA_SYNC_METHOD(ln)
CUDA_SYNC_METHOD(log2)
CUDA_SYNC_METHOD(log10)
CUDA_SYNC_METHOD(sin)
CUDA_SYNC_METHOD(cos)
CUDA_SYNC_METHOD(tan)
CUDA_SYNC_METHOD(asin)
CUDA_SYNC_METHOD(acos)
CUDA_SYNC_METHOD(atan)
CUDA_SYNC_METHOD(sinh)
CUDA_SYNC_METHOD(cosh)
CUDA_SYNC_METHOD(tanh)
CUDA_SYNC_METHOD(floor)
CUDA_SYNC_METHOD(ceil)
CUDA_SYNC_METHOD(round)
CUDA_SYNC_METHOD(trunc)
CUDA_SYNC_METHOD(powf)
CUDA_SYNC_METHOD(powi)
CUDA_SYNC_METHOD(atan2)
CUDA_SYNC_METHOD(hypot)
CUDA_SYNC_METHOD(copysign)
CUDA_SYNC_METHOD(min)
CUDA_SYNC_METHOD(max)
CUDA_SYNC_METHOD(clamp)
CUDA_SYNC_METHOD(abs)
CUDA_SYNC_METHOD(recip)
CUDA_SYNC_METHOD(mul_add)
CUDA_SYNC_METHOD(signum)
CUDA_SYNC_METHOD(is_nan)
CUDA_SYNC_METHOD(is_finite)
CUDA_SYNC_METHOD(to_bits)
CUDA_SYNC_METHOD(wrapping_add)
CUDA_SYNC_METHOD(wrapping_sub)
CUDA_SYNC_METHOD(wrapping_mul)
CUDA_SYNC_METHOD(saturating_add)
CUDA_SYNC_METHOD(saturating_sub)
CUDA_SYNC_METHOD(pow)
CUDA_SYNC_METHOD(count_ones)
CUDA_SYNC_METHOD(count_zeros)
CUDA_SYNC_METHOD(leading_ones)
CUDA_SYNC_METHOD(trailing_ones)
CUDA_SYNC_METHOD(leading_zeros)
CUDA_SYNC_METHOD(trailing_zeros)
CUDA_SYNC_METHOD(rotate_left)
CUDA_SYNC_METHOD(rotate_right)
CUDA_SYNC_METHOD(rem_euclid)
CUDA_SYNC_METHOD(div_euclid)
CUDA_SYNC_METHOD(abs_diff)
CUDA_SYNC_METHOD(unsigned_abs)
CUDA_SYNC_METHOD(is_power_of_two)
CUDA_SYNC_METHOD(wrapping_neg)
CUDA_SYNC_METHOD(wrapping_abs)
CUDA_SYNC_METHOD(ilog2)
CUDA_SYNC_METHOD(ilog10)
CUDA_SYNC_METHOD(isqrt)
#undef CUDA_SYNC_METHOD
}  // namespace method

}  // namespace math
}  // namespace cuda_sync
