// cuda_sync/fence.cuh: a fence orders one thread's own accesses, as seen at a scope.
// Mirrors the fences of cuda-sync/src/kernel/publish.rs and message.rs (`release_fence`, `acquire_fence`).
#pragma once
#include <cuda/atomic>
#include "order.cuh"
#include "scope.cuh"

namespace cuda_sync {

// `cuda::atomic_thread_fence(order, scope)`. On sm_90 an acquire, release or
// acq_rel fence is `fence.acq_rel.<scope>`; a relaxed one is nothing.
template <class S, class O>
__device__ void fence(O) {
    cuda::atomic_thread_fence(O::value, detail::thread_scope<S>::value);
}

}  // namespace cuda_sync
