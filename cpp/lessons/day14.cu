// Day 14, the kernels the types refuse: raw CUDA C++, compiled and launched by
// cuda-sync's runtime through its explicit unsafe path. The lesson program
// reports them and never gates on them.

#define K_MAX_THREADS_PER_BLOCK 1024

// The barrier left out: right at 32 threads a block, wrong above.
extern "C" __global__ void reverseTileRacy(const float *__restrict__ in, float *__restrict__ out,
                                           unsigned long long n) {
    __shared__ float tile[K_MAX_THREADS_PER_BLOCK];
    const unsigned int tid = threadIdx.x;
    const unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + tid;
    tile[tid] = (i < n) ? in[i] : 0.0f;
    // The missing __syncthreads() belongs on this line.
    const unsigned int src = blockDim.x - 1u - tid;
    if (i < n) {
        out[i] = tile[src];
    }
}

// The exercise's step 2: a barrier, but below the read, where it orders nothing.
extern "C" __global__ void reverseTileBarrierBelow(const float *__restrict__ in, float *__restrict__ out,
                                                   unsigned long long n) {
    __shared__ float tile[K_MAX_THREADS_PER_BLOCK];
    const unsigned int tid = threadIdx.x;
    const unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + tid;
    tile[tid] = (i < n) ? in[i] : 0.0f;
    const unsigned int src = blockDim.x - 1u - tid;
    const float value = tile[src];
    __syncthreads();
    if (i < n) {
        out[i] = value;
    }
}
