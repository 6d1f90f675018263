// cuda_sync/operator.cuh: associative, commutative operators a scan combines
// its elements with, as values of their own types, each with its identity.
// Mirrors cuda-sync/src/kernel/operator.rs: `Max` is both the type and its value.
#pragma once
#include <cuda/std/limits>
#include "math.cuh"

namespace cuda_sync {

// a + b; the identity 0.
struct Sum {
    template <class T>
    __device__ static constexpr T identity() { return T(0); }
    template <class T>
    __device__ T operator()(T a, T b) const { return a + b; }
};
inline constexpr struct Sum Sum{};

// The smaller, the number if one is NaN (Rust's `min`); the identity the
// largest value (+infinity for floats).
struct Min {
    template <class T>
    __device__ static constexpr T identity() {
        using of = cuda::std::numeric_limits<T>;
        return of::has_infinity ? of::infinity() : of::max();
    }
    template <class T>
    __device__ T operator()(T a, T b) const { return math::min(a, b); }
};
inline constexpr struct Min Min{};

// The larger, the number if one is NaN (Rust's `max`); the identity the
// lowest value (-infinity for floats).
struct Max {
    template <class T>
    __device__ static constexpr T identity() {
        using of = cuda::std::numeric_limits<T>;
        return of::has_infinity ? -of::infinity() : of::lowest();
    }
    template <class T>
    __device__ T operator()(T a, T b) const { return math::max(a, b); }
};
inline constexpr struct Max Max{};

}  // namespace cuda_sync
