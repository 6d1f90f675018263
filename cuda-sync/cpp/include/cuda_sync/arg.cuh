// cuda_sync/arg.cuh: structs of scalars passed to a kernel by value.
// Mirrors cuda-sync/src/kernel/arg.rs. Each kernel's translation unit defines
// its argument structs (`KernelArg::definition`), with `static_assert`s on
// their size and alignment.
#pragma once
#include <cuda/std/type_traits>

#include "uniform.cuh"

namespace cuda_sync {

// `value.name`, a field of a struct argument (Rust: `__private::field`), as
// `field(value, plain(value).name_)`: a uniform struct's field is uniform.
template <class S, class F>
__device__ constexpr Uniform<F> field(Uniform<S>, F member) {
    return {member};
}
template <class S, class F, cuda::std::enable_if_t<!is_uniform_v<S>, int> = 0>
__device__ constexpr F field(const S &, F member) {
    return member;
}

}  // namespace cuda_sync
