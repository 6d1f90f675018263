// cuda_sync/vector.cuh: 16 bytes of lanes, loaded and stored in one access.
// Mirrors cuda-sync/src/kernel/vector.rs: F32x4, U32x4, I32x4, F64x2, U64x2,
// I64x2, aligned to 16 bytes so that a buffer cell of one is one
// ld/st.global.v4 (v2 for 8-byte lanes).
#pragma once
#include <cuda/std/type_traits>

#include "bounds.cuh"

namespace cuda_sync {

namespace detail {
// The unsigned type an integer of type `T` wraps in: its own, or `unsigned`
// for a narrower one (`u8`, `u16`), which C++ would promote to `int`, whose
// product overflows (`65535 * 65535`) where Rust's wraps.
template <class T>
using wrapping_t = decltype(cuda::std::make_unsigned_t<T>() + 0u);

// Rust's `+`, `-`, `*` on a lane: on integers, wrapping (through the
// unsigned type, where C++'s signed overflow is undefined).
template <class T>
__device__ constexpr T wrapping(T a, T b, char op) {
    if constexpr (cuda::std::is_integral_v<T>) {
        using U = wrapping_t<T>;
        const U x = static_cast<U>(a), y = static_cast<U>(b);
        return static_cast<T>(op == '+' ? U(x + y) : op == '-' ? U(x - y) : U(x * y));
    } else {
        return op == '+' ? a + b : op == '-' ? a - b : a * b;
    }
}
}  // namespace detail

template <class T, unsigned long long N>
struct Vector {
    static_assert(sizeof(T) * N == 16, "a vector is 16 bytes of lanes");
    // Aligned as a whole: one 16-byte access.
    alignas(16) T lanes[N];

    // Lane k, checked against N as an array's cell.
    __device__ T &operator[](unsigned long long k) { return lanes[checked(k, N)]; }
    __device__ const T &operator[](unsigned long long k) const { return lanes[checked(k, N)]; }

    // Every lane `value`.
    __device__ static Vector splat(T value) {
        Vector result;
#pragma unroll
        for (unsigned long long k = 0; k < N; ++k) result.lanes[k] = value;
        return result;
    }

    // The lanes added in pairs, (x + y) + (z + w), as in Rust: integers wrap
    // (red team, constructs round 4: a raw `+` of two `int` lanes could
    // overflow, which C++ leaves undefined).
    __device__ T sum() const {
        if constexpr (N == 4) {
            return detail::wrapping(detail::wrapping(lanes[0], lanes[1], '+'),
                                    detail::wrapping(lanes[2], lanes[3], '+'), '+');
        } else {
            return detail::wrapping(lanes[0], lanes[1], '+');
        }
    }
};

template <class T>
inline constexpr bool is_vector_v = false;
template <class T, unsigned long long N>
inline constexpr bool is_vector_v<Vector<T, N>> = true;

using F32x4 = Vector<float, 4>;
using U32x4 = Vector<unsigned, 4>;
using I32x4 = Vector<int, 4>;
using F64x2 = Vector<double, 2>;
using U64x2 = Vector<unsigned long long, 2>;
using I64x2 = Vector<long long, 2>;

namespace detail {
template <class T, unsigned long long N>
__device__ Vector<T, N> lanewise(Vector<T, N> a, Vector<T, N> b, char op) {
    Vector<T, N> result;
#pragma unroll
    for (unsigned long long k = 0; k < N; ++k) result.lanes[k] = wrapping(a.lanes[k], b.lanes[k], op);
    return result;
}
}  // namespace detail

// Lane by lane, with a vector or a scalar (plain or uniform) on the right.
// `/` is math::div's, which checks integer divisors (math.cuh).
#define CUDA_SYNC_VECTOR_OPERATOR(op)                                                                    \
    template <class T, unsigned long long N>                                                             \
    __device__ Vector<T, N> operator op(Vector<T, N> a, Vector<T, N> b) {                                \
        return detail::lanewise(a, b, (#op)[0]);                                                         \
    }                                                                                                    \
    template <class T, unsigned long long N>                                                             \
    __device__ Vector<T, N> operator op(Vector<T, N> a, cuda::std::type_identity_t<T> b) {               \
        return detail::lanewise(a, Vector<T, N>::splat(b), (#op)[0]);                                    \
    }                                                                                                    \
    template <class T, unsigned long long N, class R>                                                    \
    __device__ Vector<T, N> &operator op##=(Vector<T, N> &a, R b) { return a = a op b; }
CUDA_SYNC_VECTOR_OPERATOR(+)
CUDA_SYNC_VECTOR_OPERATOR(-)
CUDA_SYNC_VECTOR_OPERATOR(*)
#undef CUDA_SYNC_VECTOR_OPERATOR

}  // namespace cuda_sync
