// What each synchronization operation costs on this GPU, one kernel per
// operation. Every thread repeats the operation `iterations` times; the
// benchmark divides the kernel's time by that count (the cost one thread sees)
// and by the total number of operations (the cost the device sees).
#include <cuda/atomic>

template <cuda::thread_scope Scope, cuda::memory_order Order, bool Contended>
__device__ void fetchAdd(unsigned *cells, int iterations) {
    const unsigned long long me = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    cuda::atomic_ref<unsigned, Scope> cell(cells[Contended ? 0 : me]);
    for (int i = 0; i < iterations; ++i) cell.fetch_add(1u, Order);
}

template <cuda::thread_scope Scope, cuda::memory_order Order>
__device__ void fence(unsigned *cells, int iterations) {
    const unsigned long long me = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    volatile unsigned *mine = cells + me;
    for (int i = 0; i < iterations; ++i) {
        *mine = i;  // something for the fence to order
        cuda::atomic_thread_fence(Order, Scope);
    }
}

#define FETCH_ADD(name, scope, order, contended)                                     \
    extern "C" __global__ void name(unsigned *cells, int iterations) {               \
        fetchAdd<cuda::thread_scope_##scope, cuda::memory_order_##order, contended>( \
            cells, iterations);                                                      \
    }
FETCH_ADD(fetch_add_relaxed_block_own, block, relaxed, false)
FETCH_ADD(fetch_add_relaxed_device_own, device, relaxed, false)
FETCH_ADD(fetch_add_relaxed_system_own, system, relaxed, false)
FETCH_ADD(fetch_add_acq_rel_block_own, block, acq_rel, false)
FETCH_ADD(fetch_add_acq_rel_device_own, device, acq_rel, false)
FETCH_ADD(fetch_add_acq_rel_system_own, system, acq_rel, false)
FETCH_ADD(fetch_add_relaxed_block_one, block, relaxed, true)
FETCH_ADD(fetch_add_relaxed_device_one, device, relaxed, true)
FETCH_ADD(fetch_add_relaxed_system_one, system, relaxed, true)
FETCH_ADD(fetch_add_acq_rel_block_one, block, acq_rel, true)
FETCH_ADD(fetch_add_acq_rel_device_one, device, acq_rel, true)
FETCH_ADD(fetch_add_acq_rel_system_one, system, acq_rel, true)

#define FENCE(name, scope, order)                                                                \
    extern "C" __global__ void name(unsigned *cells, int iterations) {                           \
        fence<cuda::thread_scope_##scope, cuda::memory_order_##order>(cells, iterations);        \
    }
FENCE(fence_acq_rel_block, block, acq_rel)
FENCE(fence_acq_rel_device, device, acq_rel)
FENCE(fence_acq_rel_system, system, acq_rel)
FENCE(fence_seq_cst_block, block, seq_cst)
FENCE(fence_seq_cst_device, device, seq_cst)
FENCE(fence_seq_cst_system, system, seq_cst)

extern "C" __global__ void sync_threads(unsigned *cells, int iterations) {
    for (int i = 0; i < iterations; ++i) __syncthreads();
}

extern "C" __global__ void sync_warp(unsigned *cells, int iterations) {
    for (int i = 0; i < iterations; ++i) __syncwarp();
}

// One device-scope add per warp for the warp's whole count, instead of one per thread.
extern "C" __global__ void warp_aggregated_add_one(unsigned *cells, int iterations) {
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> cell(cells[0]);
    for (int i = 0; i < iterations; ++i) {
        const unsigned active = __activemask();
        if (threadIdx.x % 32u == __ffs(active) - 1u) cell.fetch_add(__popc(active), cuda::memory_order_relaxed);
    }
}
