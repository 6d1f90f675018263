// cuda_sync/array.cuh: a thread's own array, a kernel's `[T; N]`.
// Mirrors cuda-sync/src/kernel/array.rs. Cells are plain values, and every
// index is checked against N (an index the compiler knows costs nothing).
#pragma once
#include <cuda/std/type_traits>

#include "bounds.cuh"

namespace cuda_sync {

template <class T, unsigned long long N>
struct Array {
    static_assert(N > 0, "an array has at least one cell");
    T cells[N];

    __device__ T &operator[](unsigned long long index) { return cells[checked(index, N)]; }
    __device__ const T &operator[](unsigned long long index) const { return cells[checked(index, N)]; }

    // `arr.len()`: N, a constant.
    __device__ static constexpr unsigned long long len() { return N; }
    __device__ static constexpr bool is_empty() { return false; }

    // `for x in arr`: the cells in order, by value (Rust: `IntoIterator`).
    __device__ const T *begin() const { return cells; }
    __device__ const T *end() const { return cells + N; }
};

// `for x in arr`: the loop runs over a copy of the array, as Rust's
// `into_iter` takes it by value, so a write to `arr` in the body is not seen.
template <class T, unsigned long long N>
__device__ Array<T, N> by_value(Array<T, N> array) { return array; }

// `[value; N]`.
template <unsigned long long N, class T>
__device__ Array<T, N> repeat(T value) {
    Array<T, N> filled;
#pragma unroll
    for (unsigned long long i = 0; i < N; ++i) filled.cells[i] = value;
    return filled;
}

// `[first, rest..]`: rustc gave every element one type, and so must C++.
template <class T, class... Rest>
__device__ Array<T, 1 + sizeof...(Rest)> array(T first, Rest... rest) {
    static_assert((cuda::std::is_same_v<T, Rest> && ...), "an array's elements have one type");
    return {{first, rest...}};
}

}  // namespace cuda_sync
