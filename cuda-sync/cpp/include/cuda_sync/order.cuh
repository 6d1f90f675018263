// cuda_sync/order.cuh: memory orders as values of their own types.
// Mirrors cuda-sync/src/kernel/order.rs: `Relaxed` is both the type and its value.
#pragma once
#include <cuda/atomic>

namespace cuda_sync {

#define CUDA_SYNC_ORDER(Name, libcu_order, acquires, releases)                 \
    struct Name {                                                              \
        static constexpr cuda::memory_order value = libcu_order;               \
        static constexpr bool acquire = acquires;                              \
        static constexpr bool release = releases;                              \
    };                                                                         \
    inline constexpr struct Name Name{};

CUDA_SYNC_ORDER(Relaxed, cuda::memory_order_relaxed, false, false)
CUDA_SYNC_ORDER(Acquire, cuda::memory_order_acquire, true, false)
CUDA_SYNC_ORDER(Release, cuda::memory_order_release, false, true)
CUDA_SYNC_ORDER(AcqRel, cuda::memory_order_acq_rel, true, true)
CUDA_SYNC_ORDER(SeqCst, cuda::memory_order_seq_cst, true, true)
// Relaxed, spelled as wanting no order against the thread's other atomics
// (rule A1 in docs/soundness.md).
CUDA_SYNC_ORDER(Unordered, cuda::memory_order_relaxed, false, false)

#undef CUDA_SYNC_ORDER

}  // namespace cuda_sync
