// The tuned last-block reduction written by hand in CUDA C++ over libcu++, the
// way an expert would without cuda-sync: the zero-cost reference for the typed
// `sum_last_block_acq_rel`. Compiled by the same NVRTC, launched through the
// raw path.
#include <cuda/atomic>

__device__ float warpSum(float v, unsigned width) {
    const unsigned mask = width >= 32u ? 0xffffffffu : ((1u << width) - 1u);
    const unsigned lane = threadIdx.x % 32u;
    for (unsigned offset = 16u; offset > 0u; offset /= 2u) {
        const float other = __shfl_down_sync(mask, v, offset);
        if (lane + offset < width) v += other;
    }
    return v;
}

__device__ float blockSum(float v) {
    __shared__ float warpSums[32];
    __shared__ float total;
    const unsigned warp = threadIdx.x / 32u, lane = threadIdx.x % 32u;
    const unsigned warps = (blockDim.x + 31u) / 32u;
    v = warpSum(v, blockDim.x - warp * 32u);
    if (lane == 0u) warpSums[warp] = v;
    __syncthreads();
    if (warp == 0u) {
        float s = lane < warps ? warpSums[lane] : 0.0f;
        s = warpSum(s, blockDim.x);
        if (lane == 0u) total = s;
    }
    __syncthreads();
    return total;
}

extern "C" __global__ void sumLastBlockHandwritten(const float *__restrict__ input, unsigned long long n,
                                                   float *partials, unsigned *counter, float *total) {
    __shared__ unsigned ticketSlot;
    const unsigned long long threads = (unsigned long long)blockDim.x * gridDim.x;
    const unsigned long long first = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned long long quads = n / 4u;
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
    unsigned long long q = first;
    for (; q + 3u * threads < quads; q += 4u * threads) {
        const float4 a = __ldg(in4 + q), b = __ldg(in4 + q + threads);
        const float4 c = __ldg(in4 + q + 2u * threads), d = __ldg(in4 + q + 3u * threads);
        s0 += (a.x + a.y) + (a.z + a.w);
        s1 += (b.x + b.y) + (b.z + b.w);
        s2 += (c.x + c.y) + (c.z + c.w);
        s3 += (d.x + d.y) + (d.z + d.w);
    }
    for (; q < quads; q += threads) {
        const float4 a = __ldg(in4 + q);
        s0 += (a.x + a.y) + (a.z + a.w);
    }
    for (unsigned long long i = 4u * quads + first; i < n; i += threads) s1 += __ldg(input + i);
    const float sum = blockSum((s0 + s1) + (s2 + s3));

    cuda::atomic_ref<unsigned, cuda::thread_scope_device> arrivals(*counter);
    if (threadIdx.x == 0u) {
        partials[blockIdx.x] = sum;
        ticketSlot = arrivals.fetch_add(1u, cuda::memory_order_acq_rel);
    }
    __syncthreads();
    const unsigned ticket = ticketSlot;
    __syncthreads();
    if (ticket == gridDim.x - 1u) {
        float grand = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) grand += partials[b];
        const float all = blockSum(grand);
        if (threadIdx.x == 0u) {
            *total = all;
            arrivals.store(0u, cuda::memory_order_relaxed);
        }
    }
}
