// Day 27, the kernels the types refuse: raw CUDA C++, compiled and launched by
// cuda-sync's runtime through its explicit unsafe path. They are here to show
// the races, so the lesson program reports them and never gates on them.

// The lesson's hand-off, with the fence wherever the variant puts it.
#define SUM_LAST_BLOCK(NAME, FENCE_BEFORE_TICKET, FENCE_AFTER_TICKET)                      \
    extern "C" __global__ void NAME(const float *__restrict__ input, unsigned long long n, \
                                    float *partials, unsigned int *counter, float *total) { \
        __shared__ float scratch[1024];                                                    \
        __shared__ bool isLastBlockDone;                                                   \
        const unsigned int tid = threadIdx.x;                                              \
        const unsigned long long stride = (unsigned long long)blockDim.x * gridDim.x;      \
        float sum = 0.0f;                                                                  \
        for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + tid;     \
             i < n; i += stride) {                                                         \
            sum += input[i];                                                               \
        }                                                                                  \
        const float blockSum = blockReduce(scratch, sum);                                  \
        if (tid == 0) {                                                                    \
            partials[blockIdx.x] = blockSum;                                               \
            FENCE_BEFORE_TICKET;                                                           \
            const unsigned int ticket = atomicAdd(counter, 1u);                            \
            FENCE_AFTER_TICKET;                                                            \
            isLastBlockDone = (ticket == gridDim.x - 1u);                                  \
        }                                                                                  \
        __syncthreads();                                                                   \
        if (isLastBlockDone) {                                                             \
            float grand = 0.0f;                                                            \
            for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) grand += partials[b]; \
            const float totalSum = blockReduce(scratch, grand);                            \
            if (tid == 0) {                                                                \
                *total = totalSum;                                                         \
                *counter = 0u;                                                             \
            }                                                                              \
        }                                                                                  \
    }

// Tree reduction through shared memory; every thread gets the block's sum.
__device__ float blockReduce(float *scratch, float value) {
    const unsigned int tid = threadIdx.x;
    scratch[tid] = value;
    __syncthreads();
    for (unsigned int width = 1u; width < blockDim.x; width *= 2u) {
        const unsigned int partner = tid ^ width;
        const float other = (partner < blockDim.x && (tid & width) == 0u) ? scratch[partner] : 0.0f;
        __syncthreads();
        if ((tid & width) == 0u) scratch[tid] += other;
        __syncthreads();
    }
    const float result = scratch[0];
    __syncthreads();
    return result;
}

// The fence left out: "The __threadfence() belongs on this line."
SUM_LAST_BLOCK(sumLastBlockRacy, (void)0, (void)0)

// The exercise: the fence moved from above the atomicAdd to below it.
SUM_LAST_BLOCK(sumLastBlockFenceBelow, (void)0, __threadfence())

// Atomic inside a block, undefined across blocks.
extern "C" __global__ void tallyBlocksBlockScope(unsigned int *tally) {
    atomicAdd_block(tally, 1u);
}
