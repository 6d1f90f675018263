/* cuda_sync/abi.h: the kernel-argument layouts the host and the device share.
 *
 * Plain C so that bindgen can read it; the Rust definitions it produces are
 * committed in cuda-sync/src/abi.rs and checked against this file by a test.
 * Every struct here is passed to a kernel by value.
 */
#ifndef CUDA_SYNC_ABI_H
#define CUDA_SYNC_ABI_H

/* An unsigned 64-bit integer, spelled for NVRTC and for host C alike. */
#ifdef __CUDACC_RTC__
typedef unsigned long long cuda_sync_u64;
#else
#include <stdint.h>
/** An unsigned 64-bit integer. */
typedef uint64_t cuda_sync_u64;
#endif

/** Global memory that every block of the grid can touch: a device pointer and
 * the number of elements behind it. */
typedef struct cuda_sync_global {
    /** The device pointer to the first element. */
    void *cells;
    /** The number of elements. */
    cuda_sync_u64 len;
} cuda_sync_global;

/** The first failed device-side check of a kernel, in mapped host memory so
 * the host can read it after the kernel stopped (cuda_sync/bounds.cuh). */
typedef struct cuda_sync_fault {
    /** The index (or count) the check refused, where the check records it. */
    cuda_sync_u64 index;
    /** The length (or limit) it had to stay below. */
    cuda_sync_u64 len;
    /** What was checked (`Check`'s code), 0 while nothing failed; bit 32 set
     * where the check left the index out. */
    cuda_sync_u64 check;
} cuda_sync_fault;

#endif /* CUDA_SYNC_ABI_H */
