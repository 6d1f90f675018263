// cuda_sync/tuple.cuh: several plain values as one, a kernel's `(T, U)`.
// Mirrors cuda-sync/src/kernel/tuple.rs.
#pragma once
#include <cuda/std/tuple>
#include <cuda/std/type_traits>

namespace cuda_sync {

template <class... T>
using Tuple = cuda::std::tuple<T...>;

// `(first, rest..)`: each cell has the type rustc gave it.
template <class... T>
__device__ constexpr Tuple<T...> tuple(T... cells) {
    return Tuple<T...>{cells...};
}

// `t.K`.
using cuda::std::get;

}  // namespace cuda_sync
