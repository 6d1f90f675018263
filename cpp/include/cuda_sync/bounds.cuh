// cuda_sync/bounds.cuh: every index a kernel uses stays below the length of
// what it indexes. Mirrors cuda-sync/src/kernel/bounds.rs. An index out of range
// writes the fault record the runtime mapped for this kernel's module, then
// stops the kernel (`__trap()`): the launch fails, and the runtime reports the
// record as `Error::DeviceCheck`, naming the kernel. No atomics or fences: the
// check adds no synchronization to the kernel.
#pragma once
#include "abi.h"

// Set by the runtime when it loads the module: where a failed check is recorded.
extern "C" {
__device__ cuda_sync_fault *cuda_sync_fault_record = nullptr;
}

namespace cuda_sync {

// What a failed check was about (`cuda_sync_fault::check`).
enum class Check : unsigned long long {
    // An index into a buffer, a tile or shared memory.
    Index = 1,
    // A lane of the warp (0 to 31).
    Lane = 2,
    // A ticket or grid-barrier arrival past the last block: the counter was
    // not zero at launch.
    Counter = 3,
};

namespace detail {
__device__ __noinline__ void fail(Check check, unsigned long long index, unsigned long long len) {
    volatile cuda_sync_fault *record = cuda_sync_fault_record;
    if (record != nullptr) {
        record->index = index;
        record->len = len;
        record->check = static_cast<unsigned long long>(check);
    }
    __trap();
}
}  // namespace detail

// `index`, once it is known to be below `len`.
__device__ __forceinline__ unsigned long long checked(unsigned long long index, unsigned long long len,
                                                     Check check = Check::Index) {
    if (index >= len) detail::fail(check, index, len);
    return index;
}

}  // namespace cuda_sync
