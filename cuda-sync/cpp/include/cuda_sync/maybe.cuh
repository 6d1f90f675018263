// cuda_sync/maybe.cuh: a proof, or nothing. Mirrors cuda-sync/src/kernel/maybe.rs.
// Kernels open a `Maybe` only with `if let Some(proof) = ...`, which the
// macro emits as `is_some()` and `unwrap()` inside the branch.
#pragma once

namespace cuda_sync {

template <class P> struct Maybe {
    bool some;
    P proof;
    __device__ bool is_some() const { return some; }
    __device__ P unwrap() const { return proof; }
};

}  // namespace cuda_sync
