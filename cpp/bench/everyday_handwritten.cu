// The kernels of src/everyday.rs written by hand in CUDA C++ over libcu++, the
// way an expert would without cuda-sync: the same algorithms, the zero-cost
// references. Compiled by the same NVRTC, launched through the raw path.
#include <cuda/atomic>

template <class T>
__device__ void axpy(T a, const T *__restrict__ x, unsigned long long n, T *__restrict__ y) {
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        y[i] = fma(a, __ldg(x + i), y[i]);
}

extern "C" __global__ void axpyF32Handwritten(float a, const float *__restrict__ x, unsigned long long n,
                                              float *__restrict__ y) {
    axpy(a, x, n, y);
}

extern "C" __global__ void axpyF64Handwritten(double a, const double *__restrict__ x, unsigned long long n,
                                              double *__restrict__ y) {
    axpy(a, x, n, y);
}

__device__ float warpSum(float v) {
    for (unsigned offset = 16u; offset > 0u; offset /= 2u) v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

// Blocks of a multiple of 32 threads.
__device__ float blockSum(float v) {
    __shared__ float warpSums[32];
    __shared__ float total;
    const unsigned warp = threadIdx.x / 32u, lane = threadIdx.x % 32u;
    v = warpSum(v);
    if (lane == 0u) warpSums[warp] = v;
    __syncthreads();
    if (warp == 0u) {
        float s = lane < blockDim.x / 32u ? warpSums[lane] : 0.0f;
        s = warpSum(s);
        if (lane == 0u) total = s;
    }
    __syncthreads();
    return total;
}

extern "C" __global__ void gridSumF32Handwritten(const float *__restrict__ input, unsigned long long n,
                                                 float *total) {
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    float sum = 0.0f;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        sum += __ldg(input + i);
    const float blockTotal = blockSum(sum);
    if (threadIdx.x == 0u)
        cuda::atomic_ref<float, cuda::thread_scope_device>(*total).fetch_add(blockTotal, cuda::memory_order_relaxed);
}

// Any block size: each thread clears and merges the bins t, t + blockDim.x, ...
extern "C" __global__ void histogramHandwritten(const unsigned *__restrict__ input, unsigned long long n,
                                                unsigned *bins) {
    __shared__ unsigned local[256];
    for (unsigned b = threadIdx.x; b < 256u; b += blockDim.x)
        cuda::atomic_ref<unsigned, cuda::thread_scope_block>(local[b]).store(0u, cuda::memory_order_relaxed);
    __syncthreads();
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        cuda::atomic_ref<unsigned, cuda::thread_scope_block>(local[__ldg(input + i) % 256u])
            .fetch_add(1u, cuda::memory_order_relaxed);
    __syncthreads();
    for (unsigned b = threadIdx.x; b < 256u; b += blockDim.x) {
        const unsigned count =
            cuda::atomic_ref<unsigned, cuda::thread_scope_block>(local[b]).load(cuda::memory_order_relaxed);
        if (count > 0u)
            cuda::atomic_ref<unsigned, cuda::thread_scope_device>(bins[b]).fetch_add(count, cuda::memory_order_relaxed);
    }
}
