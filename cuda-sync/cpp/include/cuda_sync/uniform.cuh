// cuda_sync/uniform.cuh: values known to be equal in every thread of a block.
// Mirrors cuda-sync/src/kernel/uniform.rs. The checking happens in Rust; here a
// `Uniform<T>` only has to keep the same shape, so the translated kernel
// compiles and costs nothing.
#pragma once
#include <cuda/std/limits>
#include "bounds.cuh"
#include <cuda/std/type_traits>

namespace cuda_sync {

template <class T>
struct Uniform {
    T value;
    __device__ constexpr T get() const { return value; }
    __device__ constexpr operator T() const { return value; }
};

// A value equal in every lane of a warp (Rust: `WarpUniform<T>`). The C++
// needs only the shape, which is a uniform value's.
template <class T>
using WarpUniform = Uniform<T>;

// A scalar method's operand as a plain value (Rust: `__private::Plain`).
template <class T>
__device__ constexpr T plain(T value) { return value; }
template <class T>
__device__ constexpr T plain(Uniform<T> value) { return value.value; }

template <class T>
inline constexpr bool is_uniform_v = false;
template <class T>
inline constexpr bool is_uniform_v<Uniform<T>> = true;

// The plain type of an argument: a generic device function's `T`, deduced
// from a parameter of type `T` as rustc infers it (a literal argument is
// `Uniform<T>` here, `T` to rustc).
template <class T>
using plain_t = decltype(plain(cuda::std::declval<T>()));

// A literal is the same in every thread. `constexpr`, as `lit` and the
// operators on uniform values are, so a constant expression of the kernel's
// (`cell_2d::<{ WIDTH / 2 }>()`) stays one in the C++.
template <class T>
__device__ constexpr Uniform<T> lit(T value) { return Uniform<T>{value}; }

// A float literal without a suffix (`x * 0.5`, `s = 1.5`): rustc gives it
// the type of the operand beside it, so it holds both of rustc's roundings
// of its digits and becomes that operand's type; C++ alone would compute
// in `double`. Mirrors `__private::untyped_float`.
struct UntypedFloat {
    float as_f32;
    double as_f64;
    __device__ constexpr operator float() const { return as_f32; }
    __device__ constexpr operator double() const { return as_f64; }
};
// An untyped float the same in every thread (`lit`): converts as the plain
// one does, to a plain or a uniform float of either type.
template <>
struct Uniform<UntypedFloat> {
    UntypedFloat value;
    __device__ constexpr UntypedFloat get() const { return value; }
    __device__ constexpr operator float() const { return value.as_f32; }
    __device__ constexpr operator double() const { return value.as_f64; }
    __device__ constexpr operator Uniform<float>() const { return {value.as_f32}; }
    __device__ constexpr operator Uniform<double>() const { return {value.as_f64}; }
};
template <class T>
using if_float_t = cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, T>;
#define CUDA_SYNC_UNTYPED_FLOAT(op)                                                   \
    template <class T>                                                                \
    __device__ constexpr auto operator op(T a, UntypedFloat b)->decltype(if_float_t<T>(a) op a) { \
        return a op T(b);                                                             \
    }                                                                                 \
    template <class T>                                                                \
    __device__ constexpr auto operator op(UntypedFloat a, T b)->decltype(b op if_float_t<T>(b)) { \
        return T(a) op b;                                                             \
    }                                                                                 \
    template <class T>                                                                \
    __device__ constexpr auto operator op(T a, Uniform<UntypedFloat> b)->decltype(if_float_t<T>(a) op a) { \
        return a op T(b.value);                                                       \
    }                                                                                 \
    template <class T>                                                                \
    __device__ constexpr auto operator op(Uniform<UntypedFloat> a, T b)->decltype(b op if_float_t<T>(b)) { \
        return T(a.value) op b;                                                       \
    }
CUDA_SYNC_UNTYPED_FLOAT(+)
CUDA_SYNC_UNTYPED_FLOAT(-)
CUDA_SYNC_UNTYPED_FLOAT(*)
CUDA_SYNC_UNTYPED_FLOAT(/)
CUDA_SYNC_UNTYPED_FLOAT(==)
CUDA_SYNC_UNTYPED_FLOAT(!=)
CUDA_SYNC_UNTYPED_FLOAT(<)
CUDA_SYNC_UNTYPED_FLOAT(<=)
CUDA_SYNC_UNTYPED_FLOAT(>)
CUDA_SYNC_UNTYPED_FLOAT(>=)
#undef CUDA_SYNC_UNTYPED_FLOAT
#define CUDA_SYNC_UNTYPED_FLOAT_ASSIGN(op)                                            \
    template <class T>                                                                \
    __device__ if_float_t<T> &operator op(T &a, UntypedFloat b) { return a op T(b); } \
    template <class T>                                                                \
    __device__ if_float_t<T> &operator op(T &a, Uniform<UntypedFloat> b) { return a op T(b.value); }
CUDA_SYNC_UNTYPED_FLOAT_ASSIGN(+=)
CUDA_SYNC_UNTYPED_FLOAT_ASSIGN(-=)
CUDA_SYNC_UNTYPED_FLOAT_ASSIGN(*=)
CUDA_SYNC_UNTYPED_FLOAT_ASSIGN(/=)
#undef CUDA_SYNC_UNTYPED_FLOAT_ASSIGN

// Uniform with uniform is uniform. The two types may differ where a literal
// without a suffix is one of them (`k * 2`: `int` here, `u64` to rustc); the
// usual conversions then give the other operand's type, as rustc does.
#define CUDA_SYNC_UNIFORM_BINARY(op)                                              \
    template <class T, class U>                                                   \
    __device__ constexpr auto operator op(Uniform<T> a, Uniform<U> b)             \
        ->Uniform<decltype(a.value op b.value)> {                                 \
        return {a.value op b.value};                                              \
    }
CUDA_SYNC_UNIFORM_BINARY(+)
CUDA_SYNC_UNIFORM_BINARY(-)
CUDA_SYNC_UNIFORM_BINARY(*)
CUDA_SYNC_UNIFORM_BINARY(/)
CUDA_SYNC_UNIFORM_BINARY(&)
CUDA_SYNC_UNIFORM_BINARY(|)
CUDA_SYNC_UNIFORM_BINARY(^)
CUDA_SYNC_UNIFORM_BINARY(<<)
CUDA_SYNC_UNIFORM_BINARY(>>)
CUDA_SYNC_UNIFORM_BINARY(==)
CUDA_SYNC_UNIFORM_BINARY(!=)
CUDA_SYNC_UNIFORM_BINARY(<)
CUDA_SYNC_UNIFORM_BINARY(<=)
CUDA_SYNC_UNIFORM_BINARY(>)
CUDA_SYNC_UNIFORM_BINARY(>=)
#undef CUDA_SYNC_UNIFORM_BINARY

// The right side may be a literal without a suffix (`u /= 2`: `int` here, the
// variable's type to rustc), which converts to the variable's type, as rustc
// gave it.
#define CUDA_SYNC_UNIFORM_ASSIGN(op)                                                     \
    template <class T, class U>                                                          \
    __device__ Uniform<T> &operator op(Uniform<T> &a, Uniform<U> b) {                    \
        a.value op b.value;                                                              \
        return a;                                                                        \
    }
CUDA_SYNC_UNIFORM_ASSIGN(+=)
CUDA_SYNC_UNIFORM_ASSIGN(-=)
CUDA_SYNC_UNIFORM_ASSIGN(*=)
CUDA_SYNC_UNIFORM_ASSIGN(/=)
CUDA_SYNC_UNIFORM_ASSIGN(&=)
CUDA_SYNC_UNIFORM_ASSIGN(|=)
CUDA_SYNC_UNIFORM_ASSIGN(^=)
CUDA_SYNC_UNIFORM_ASSIGN(<<=)
CUDA_SYNC_UNIFORM_ASSIGN(>>=)
#undef CUDA_SYNC_UNIFORM_ASSIGN

// `-x` is `math::negate` (math.cuh), for uniform values too.
// `!x` as Rust means it (`core::ops::Not`): logical on `bool`, bitwise on integers.
template <class T>
__device__ T complement(T x) {
    if constexpr (cuda::std::is_same_v<T, bool>) return !x;
    else return ~x;
}
template <class T>
__device__ Uniform<T> complement(Uniform<T> x) { return {complement(x.value)}; }

// `a && b` and `a || b` (Rust's `Logic::and` and `Logic::or`): `right` runs
// only when `a` lets it, as in Rust; the result is uniform when both operands
// are. The right operand comes as a lambda because an overloaded `&&` would
// evaluate it always.
template <class A, class B> struct LogicResult { using type = bool; };
template <class T, class U> struct LogicResult<Uniform<T>, Uniform<U>> { using type = Uniform<bool>; };
template <class A, class Right>
__device__ auto logic_and(A a, Right right) -> typename LogicResult<A, decltype(right())>::type {
    return {static_cast<bool>(a) && static_cast<bool>(right())};
}
template <class A, class Right>
__device__ auto logic_or(A a, Right right) -> typename LogicResult<A, decltype(right())>::type {
    return {static_cast<bool>(a) || static_cast<bool>(right())};
}

// `R` as a uniform value when every operand is.
template <class... Operands, class R>
__device__ constexpr auto uniform_if_all(R r) {
    if constexpr ((is_uniform_v<Operands> && ...)) return Uniform<R>{r};
    else return r;
}

// The type rustc gave both operands of an operator. Rust's operands have one
// type, so where the C++ types differ one is a number without a suffix
// (`int`), which takes the other's type, as rustc gave it: `x + 1` with `x:
// u8` is a `u8` sum, where C++'s usual conversions would compute an `int`.
template <class A, class B>
using rust_operand_t = cuda::std::conditional_t<
    cuda::std::is_same_v<A, int>, B,
    cuda::std::conditional_t<cuda::std::is_same_v<B, int>, A, cuda::std::common_type_t<A, B>>>;

// `a & b`, `a | b`, `a ^ b` with Rust's type: C++ computes an `int` of two
// `bool`s (where a later `!`, `complement`, would be bitwise) and of two
// `u8`s or `u16`s (whose `!` would set the high bits).
template <class R, class A, class B>
__device__ constexpr auto rust_bits(R result) {
    using T = rust_operand_t<plain_t<A>, plain_t<B>>;
    return uniform_if_all<A, B>(static_cast<T>(plain(result)));
}
template <class A, class B>
__device__ constexpr auto bit_and(A a, B b) { return rust_bits<decltype(a & b), A, B>(a & b); }
template <class A, class B>
__device__ constexpr auto bit_or(A a, B b) { return rust_bits<decltype(a | b), A, B>(a | b); }
template <class A, class B>
__device__ constexpr auto bit_xor(A a, B b) { return rust_bits<decltype(a ^ b), A, B>(a ^ b); }

// A scalar method (`Method`, a type of `math::method`) on the plain values
// of its operands (Rust: `__private::lifted`): uniform where every operand
// is, as a pure function of uniform values is. With `SameType`, the other
// operands take the receiver's type, as rustc gives a number without a
// suffix there (`rounds.min(8)`).
template <class Method, bool SameType, class Receiver, class... Operands>
__device__ constexpr auto lifted(Receiver receiver, Operands... operands) {
    using T = plain_t<Receiver>;
    if constexpr (SameType) {
        return uniform_if_all<Receiver, Operands...>(Method{}(plain(receiver), static_cast<T>(plain(operands))...));
    } else {
        return uniform_if_all<Receiver, Operands...>(Method{}(plain(receiver), plain(operands)...));
    }
}

// `if c { a } else { b }` as a value (Rust: `__private::chosen` and the
// `Choice` and `Chooses` traits): one branch runs, each a lambda; under a
// per-thread condition the value is plain, even where both branches are
// uniform.
template <class C, class Then, class Otherwise>
__device__ auto chosen(C condition, Then then, Otherwise otherwise) {
    if constexpr (is_uniform_v<C>) return condition.value ? then() : otherwise();
    else return condition ? plain(then()) : plain(otherwise());
}

// `value as T`: a uniform value stays uniform. `constexpr`, so that a const
// argument spelled with `as` (`write_own_2d::<{ TILE as u64 + 1 }>`) is one.
// A float to an integer saturates, as Rust's `as` does: NaN is 0, and a value
// past the type's range its MIN or MAX (C++ leaves it undefined).
template <class T, class U>
__device__ constexpr T cast(U value) {
    if constexpr (cuda::std::is_floating_point_v<U> && cuda::std::is_integral_v<T> &&
                  !cuda::std::is_same_v<T, bool>) {
        // 2^(bits - 1) or 2^bits, the first value past MAX: a power of two,
        // exact in every float type.
        constexpr U half = U(1ull << (8 * sizeof(T) - 1));
        constexpr U past_max = cuda::std::is_signed_v<T> ? half : U(2) * half;
        if (value != value) return T(0);
        if (value >= past_max) return cuda::std::numeric_limits<T>::max();
        if (cuda::std::is_signed_v<T> ? value < -past_max : value <= U(-1)) return cuda::std::numeric_limits<T>::lowest();
        return static_cast<T>(value);
    } else {
        return static_cast<T>(value);
    }
}
template <class T, class U>
__device__ constexpr Uniform<T> cast(Uniform<U> value) { return {cast<T>(value.value)}; }

// `for i in start..end`: `i` is uniform when both bounds are.
template <class T, bool IsUniform>
struct Range {
    T first, last;
    struct Iterator {
        T at;
        __device__ auto operator*() const {
            if constexpr (IsUniform) return Uniform<T>{at};
            else return at;
        }
        __device__ Iterator &operator++() { ++at; return *this; }
        __device__ bool operator!=(const Iterator &other) const { return at < other.at; }
    };
    __device__ Iterator begin() const { return {first}; }
    __device__ Iterator end() const { return {last}; }
};

template <class T> __device__ T bare(T value) { return value; }
template <class T> __device__ T bare(Uniform<T> value) { return value.value; }
template <class T> struct is_uniform { static constexpr bool value = false; };
template <class T> struct is_uniform<Uniform<T>> { static constexpr bool value = true; };

// `for i in start..=end`: the last value included, and no step past it (so
// `0..=u32::MAX` runs 2^32 times and ends, as in Rust).
template <class T, bool IsUniform>
struct RangeInclusive {
    T first, last;
    struct Iterator {
        T at, last;
        bool done;
        __device__ auto operator*() const {
            if constexpr (IsUniform) return Uniform<T>{at};
            else return at;
        }
        __device__ Iterator &operator++() {
            if (at == last) done = true;
            else ++at;
            return *this;
        }
        __device__ bool operator!=(const Iterator &) const { return !done; }
    };
    __device__ Iterator begin() const { return {first, last, first > last}; }
    __device__ Iterator end() const { return {last, last, true}; }
};

// `(start..end).rev()` and `(start..=end).rev()`: the same iterations, the
// last first, and no step below `start` (so `(0..=n).rev()` ends at 0).
template <class R>
struct Reversed;
template <class T, bool IsUniform>
struct Reversed<Range<T, IsUniform>> {
    T first, last;
    struct Iterator {
        T at, first;
        __device__ auto operator*() const {
            if constexpr (IsUniform) return Uniform<T>{static_cast<T>(at - 1)};
            else return static_cast<T>(at - 1);
        }
        __device__ Iterator &operator++() { --at; return *this; }
        __device__ bool operator!=(const Iterator &) const { return at > first; }
    };
    __device__ Iterator begin() const { return {last, first}; }
    __device__ Iterator end() const { return {first, first}; }
};
template <class T, bool IsUniform>
struct Reversed<RangeInclusive<T, IsUniform>> {
    T first, last;
    struct Iterator {
        T at, first;
        bool done;
        __device__ auto operator*() const {
            if constexpr (IsUniform) return Uniform<T>{at};
            else return at;
        }
        __device__ Iterator &operator++() {
            if (at == first) done = true;
            else --at;
            return *this;
        }
        __device__ bool operator!=(const Iterator &) const { return !done; }
    };
    __device__ Iterator begin() const { return {last, first, first > last}; }
    __device__ Iterator end() const { return {first, first, true}; }
};
template <class R>
__device__ Reversed<R> reversed(R range) { return {range.first, range.last}; }

// `(start..end).step_by(k)` and of `start..=end`: every k-th value from the
// first, and no step past the last (the distance left is compared with k in
// 64 bits, so nothing wraps).
template <class T, bool IsUniform, bool Inclusive>
struct Stepped {
    T first, last;
    unsigned long long step;
    struct Iterator {
        T at, last;
        unsigned long long step;
        bool done;
        __device__ auto operator*() const {
            if constexpr (IsUniform) return Uniform<T>{at};
            else return at;
        }
        __device__ Iterator &operator++() {
            const unsigned long long left = static_cast<unsigned long long>(last) - static_cast<unsigned long long>(at);
            if (step > (Inclusive ? left : left - 1u)) done = true;
            else at = static_cast<T>(static_cast<unsigned long long>(at) + step);
            return *this;
        }
        __device__ bool operator!=(const Iterator &) const { return !done; }
    };
    __device__ Iterator begin() const { return {first, last, step, Inclusive ? first > last : first >= last}; }
    __device__ Iterator end() const { return {last, last, step, true}; }
};
template <class T, bool IsUniform, class S>
__device__ Stepped<T, IsUniform && is_uniform<S>::value, false> stepped(Range<T, IsUniform> range, S step) {
    const unsigned long long k = static_cast<unsigned long long>(bare(step));
    if (k == 0u) detail::fail(Check::Step, 0u, 0u);
    return {range.first, range.last, k};
}
template <class T, bool IsUniform, class S>
__device__ Stepped<T, IsUniform && is_uniform<S>::value, true> stepped(RangeInclusive<T, IsUniform> range, S step) {
    const unsigned long long k = static_cast<unsigned long long>(bare(step));
    if (k == 0u) detail::fail(Check::Step, 0u, 0u);
    return {range.first, range.last, k};
}

// Rust gives both bounds one type; a bound without a suffix (an `int` here)
// takes the other's (`0..n` with `n: u64` counts in 64 bits).
template <class A, class B>
using range_type = cuda::std::conditional_t<cuda::std::is_same_v<decltype(bare(cuda::std::declval<A>())), int>,
                                            decltype(bare(cuda::std::declval<B>())),
                                            decltype(bare(cuda::std::declval<A>()))>;
template <class A, class B>
__device__ auto range(A start, B end) {
    using T = range_type<A, B>;
    return Range<T, is_uniform<A>::value && is_uniform<B>::value>{static_cast<T>(bare(start)),
                                                                  static_cast<T>(bare(end))};
}
template <class A, class B>
__device__ auto range_inclusive(A start, B end) {
    using T = range_type<A, B>;
    return RangeInclusive<T, is_uniform<A>::value && is_uniform<B>::value>{static_cast<T>(bare(start)),
                                                                           static_cast<T>(bare(end))};
}

}  // namespace cuda_sync

// The arithmetic of math.cuh computes in the common type of its operands: an
// untyped float's is the other operand's.
template <>
struct cuda::std::common_type<float, cuda_sync::UntypedFloat> { using type = float; };
template <>
struct cuda::std::common_type<cuda_sync::UntypedFloat, float> { using type = float; };
template <>
struct cuda::std::common_type<double, cuda_sync::UntypedFloat> { using type = double; };
template <>
struct cuda::std::common_type<cuda_sync::UntypedFloat, double> { using type = double; };

