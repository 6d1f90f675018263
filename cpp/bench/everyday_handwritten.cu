// The kernels of src/everyday.rs written by hand in CUDA C++ over libcu++, the
// way an expert would without cuda-sync: the same algorithms, the zero-cost
// references. Compiled by the same NVRTC, launched through the raw path.
#include <cuda/atomic>
#include <cuda/std/limits>

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

// c = a · b, square row-major matrices of side n = 4Q (a multiple of 128),
// known when compiled, as the typed kernel's const Q,
// register-blocked: 256 threads a 128 × 128 tile of c, each 8 × 8 cells at
// rows y + 16i and float4 columns x + 16h; a step of 16 along k stores two
// float4s of a's 128 × 16 tile and two of b's 16 × 128 tile a thread (cells
// t and t + 256 of each), loaded a step ahead, then 16 × 64 fmaf a thread
// from float4 reads, two barriers a step.
template <unsigned long long Q>
__device__ void sgemm(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    __shared__ float4 aTile[512], bTile[512];
    const unsigned t = threadIdx.x, x = t % 16u, y = t / 16u;
    constexpr unsigned long long q = Q, steps = Q / 4u;
    const float4 *a4 = reinterpret_cast<const float4 *>(a), *b4 = reinterpret_cast<const float4 *>(b);
    const unsigned long long aQuad = (blockIdx.y * 128ull + t / 4u) * q + t % 4u;
    const unsigned long long bQuad = (t / 32u) * q + blockIdx.x * 32ull + t % 32u;
    float4 aNext[2] = {__ldg(a4 + aQuad), __ldg(a4 + aQuad + 64u * q)};
    float4 bNext[2] = {__ldg(b4 + bQuad), __ldg(b4 + bQuad + 8u * q)};
    float sums[64];
#pragma unroll
    for (unsigned k = 0; k < 64u; ++k) sums[k] = 0.0f;
    for (unsigned long long step = 0; step < steps; ++step) {
        aTile[t] = aNext[0];
        aTile[t + 256u] = aNext[1];
        bTile[t] = bNext[0];
        bTile[t + 256u] = bNext[1];
        __syncthreads();
        if (step + 1u < steps) {
            const unsigned long long aAhead = aQuad + (step + 1u) * 4u, bAhead = bQuad + (step + 1u) * 16u * q;
            aNext[0] = __ldg(a4 + aAhead);
            aNext[1] = __ldg(a4 + aAhead + 64u * q);
            bNext[0] = __ldg(b4 + bAhead);
            bNext[1] = __ldg(b4 + bAhead + 8u * q);
        }
#pragma unroll
        for (unsigned h = 0; h < 4u; ++h) {
            float4 rows[8];
#pragma unroll
            for (unsigned i = 0; i < 8u; ++i) rows[i] = aTile[(y + 16u * i) * 4u + h];
#pragma unroll
            for (unsigned l = 0; l < 4u; ++l) {
                const float4 b0 = bTile[(h * 4u + l) * 32u + x], b1 = bTile[(h * 4u + l) * 32u + x + 16u];
                const float columns[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
                for (unsigned i = 0; i < 8u; ++i) {
                    const float ai = l == 0u ? rows[i].x : l == 1u ? rows[i].y : l == 2u ? rows[i].z : rows[i].w;
#pragma unroll
                    for (unsigned j = 0; j < 8u; ++j) sums[i * 8u + j] = fmaf(ai, columns[j], sums[i * 8u + j]);
                }
            }
        }
        __syncthreads();
    }
    float4 *c4 = reinterpret_cast<float4 *>(c);
#pragma unroll
    for (unsigned k = 0; k < 16u; ++k)
        c4[(blockIdx.y * 128ull + y + 16u * (k / 2u)) * q + blockIdx.x * 32ull + x + 16u * (k % 2u)] =
            make_float4(sums[k * 4u], sums[k * 4u + 1u], sums[k * 4u + 2u], sums[k * 4u + 3u]);
}

extern "C" __global__ void sgemmHandwritten1024(const float *__restrict__ a, const float *__restrict__ b,
                                                float *__restrict__ c) {
    sgemm<256>(a, b, c);
}
extern "C" __global__ void sgemmHandwritten4096(const float *__restrict__ a, const float *__restrict__ b,
                                                float *__restrict__ c) {
    sgemm<1024>(a, b, c);
}

// sgemm's design through two buffers of both tiles: each step
// stores step k + 1's float4s into the next buffer while the threads compute
// step k from the current one, then one barrier a step.
template <unsigned long long Q>
__device__ void sgemmPipelined(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    __shared__ float4 tiles[2][1024];
    const unsigned t = threadIdx.x, x = t % 16u, y = t / 16u;
    constexpr unsigned long long q = Q, steps = Q / 4u;
    const float4 *a4 = reinterpret_cast<const float4 *>(a), *b4 = reinterpret_cast<const float4 *>(b);
    const unsigned long long aQuad = (blockIdx.y * 128ull + t / 4u) * q + t % 4u;
    const unsigned long long bQuad = (t / 32u) * q + blockIdx.x * 32ull + t % 32u;
    float4 next[4] = {__ldg(a4 + aQuad), __ldg(a4 + aQuad + 64u * q), __ldg(b4 + bQuad), __ldg(b4 + bQuad + 8u * q)};
#pragma unroll
    for (unsigned k = 0; k < 4u; ++k) tiles[0][t + 256u * k] = next[k];
    __syncthreads();
    unsigned current = 0u;
    float sums[64];
#pragma unroll
    for (unsigned k = 0; k < 64u; ++k) sums[k] = 0.0f;
    for (unsigned long long step = 0; step < steps; ++step) {
        if (step + 1u < steps) {
            const unsigned long long aAhead = aQuad + (step + 1u) * 4u, bAhead = bQuad + (step + 1u) * 16u * q;
            next[0] = __ldg(a4 + aAhead);
            next[1] = __ldg(a4 + aAhead + 64u * q);
            next[2] = __ldg(b4 + bAhead);
            next[3] = __ldg(b4 + bAhead + 8u * q);
        }
        const float4 *tile = tiles[current];
#pragma unroll
        for (unsigned h = 0; h < 4u; ++h) {
            float4 rows[8];
#pragma unroll
            for (unsigned i = 0; i < 8u; ++i) rows[i] = tile[(y + 16u * i) * 4u + h];
#pragma unroll
            for (unsigned l = 0; l < 4u; ++l) {
                const float4 b0 = tile[512u + (h * 4u + l) * 32u + x], b1 = tile[512u + (h * 4u + l) * 32u + x + 16u];
                const float columns[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
                for (unsigned i = 0; i < 8u; ++i) {
                    const float ai = l == 0u ? rows[i].x : l == 1u ? rows[i].y : l == 2u ? rows[i].z : rows[i].w;
#pragma unroll
                    for (unsigned j = 0; j < 8u; ++j) sums[i * 8u + j] = fmaf(ai, columns[j], sums[i * 8u + j]);
                }
            }
        }
#pragma unroll
        for (unsigned k = 0; k < 4u; ++k) tiles[current ^ 1u][t + 256u * k] = next[k];
        __syncthreads();
        current ^= 1u;
    }
    float4 *c4 = reinterpret_cast<float4 *>(c);
#pragma unroll
    for (unsigned k = 0; k < 16u; ++k)
        c4[(blockIdx.y * 128ull + y + 16u * (k / 2u)) * q + blockIdx.x * 32ull + x + 16u * (k % 2u)] =
            make_float4(sums[k * 4u], sums[k * 4u + 1u], sums[k * 4u + 2u], sums[k * 4u + 3u]);
}

extern "C" __global__ void sgemmPipelinedHandwritten1024(const float *__restrict__ a, const float *__restrict__ b,
                                                         float *__restrict__ c) {
    sgemmPipelined<256>(a, b, c);
}
extern "C" __global__ void sgemmPipelinedHandwritten4096(const float *__restrict__ a, const float *__restrict__ b,
                                                         float *__restrict__ c) {
    sgemmPipelined<1024>(a, b, c);
}

// One pass over memory: a block a row of `quads` float4s, 2 float4s of the
// row a thread in registers (t and t + B: coalesced 16-byte loads), the
// row's maximum by warp shuffles and a tile of the warps' maxima, the sum by
// blockSum, 16-byte stores.
extern "C" __global__ void softmaxHandwritten(const float4 *__restrict__ input, unsigned long long rows,
                                              unsigned long long quads, float4 *__restrict__ output) {
    __shared__ float maxima[1024];
    const float infinity = cuda::std::numeric_limits<float>::infinity();
    const unsigned long long row = blockIdx.x;
    float4 x[2], e[2];
    float warpMax = -infinity;
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long quad = threadIdx.x + k * blockDim.x;
        x[k] = row < rows && quad < quads ? __ldg(input + row * quads + quad) : make_float4(-infinity, -infinity, -infinity, -infinity);
        warpMax = fmaxf(warpMax, fmaxf(fmaxf(x[k].x, x[k].y), fmaxf(x[k].z, x[k].w)));
    }
    for (unsigned step = 0; step < 5u; ++step) warpMax = fmaxf(warpMax, __shfl_xor_sync(0xffffffffu, warpMax, 16u >> step));
    maxima[threadIdx.x] = warpMax;
    __syncthreads();
    const unsigned lane = threadIdx.x % 32u;
    float max = lane * 32u < blockDim.x ? maxima[lane * 32u] : -infinity;
    for (unsigned step = 0; step < 5u; ++step) max = fmaxf(max, __shfl_xor_sync(0xffffffffu, max, 16u >> step));
    float sum = 0.0f;
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        e[k] = make_float4(expf(x[k].x - max), expf(x[k].y - max), expf(x[k].z - max), expf(x[k].w - max));
        sum += (e[k].x + e[k].y) + (e[k].z + e[k].w);
    }
    const float total = blockSum(sum);
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long quad = threadIdx.x + k * blockDim.x;
        if (row < rows && quad < quads)
            output[row * quads + quad] = make_float4(e[k].x / total, e[k].y / total, e[k].z / total, e[k].w / total);
    }
}

// output = inputᵀ for a row-major input of `height` rows of `width`: 32 × 8
// blocks move a 32 × 32 tile, 4 cells a thread, through a shared tile padded
// to rows of 33, one barrier.
extern "C" __global__ void transposeHandwritten(const float *__restrict__ input, unsigned long long width,
                                                unsigned long long height, float *__restrict__ output) {
    __shared__ float tile[32][33];
    const unsigned long long column = (unsigned long long)blockIdx.x * 32u + threadIdx.x;
    const unsigned long long row = (unsigned long long)blockIdx.y * 32u + threadIdx.y;
#pragma unroll
    for (unsigned k = 0; k < 32u; k += 8u)
        tile[threadIdx.y + k][threadIdx.x] = row + k < height && column < width ? __ldg(input + (row + k) * width + column) : 0.0f;
    __syncthreads();
    const unsigned long long outputColumn = (unsigned long long)blockIdx.y * 32u + threadIdx.x;
    const unsigned long long outputRow = (unsigned long long)blockIdx.x * 32u + threadIdx.y;
#pragma unroll
    for (unsigned k = 0; k < 32u; k += 8u)
        if (outputRow + k < width && outputColumn < height)
            output[(outputRow + k) * height + outputColumn] = tile[threadIdx.x][threadIdx.y + k];
}

// The layer norm of each row of `quads` float4s, in one pass over memory: a
// block a row, 2 float4s of the row a thread in registers (t and t + B),
// the mean and the variance by blockSum, 16-byte loads and stores.
extern "C" __global__ void layerNormHandwritten(const float4 *__restrict__ input, const float4 *__restrict__ gamma,
                                                const float4 *__restrict__ beta, unsigned long long rows,
                                                unsigned long long quads, float4 *__restrict__ output) {
    const unsigned long long row = blockIdx.x;
    const float columns = (float)(quads * 4u);
    float4 x[2];
    float sum = 0.0f;
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long quad = threadIdx.x + k * blockDim.x;
        x[k] = row < rows && quad < quads ? __ldg(input + row * quads + quad) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        sum += (x[k].x + x[k].y) + (x[k].z + x[k].w);
    }
    const float mean = blockSum(sum) / columns;
    float squares = 0.0f;
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        if (threadIdx.x + k * blockDim.x < quads) {
            const float a = x[k].x - mean, b = x[k].y - mean, c = x[k].z - mean, d = x[k].w - mean;
            squares += (a * a + b * b) + (c * c + d * d);
        }
    }
    const float scale = 1.0f / sqrtf(blockSum(squares) / columns + 0.00001f);
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long quad = threadIdx.x + k * blockDim.x;
        if (row < rows && quad < quads) {
            const float4 g = __ldg(gamma + quad), h = __ldg(beta + quad);
            output[row * quads + quad] = make_float4((x[k].x - mean) * scale * g.x + h.x, (x[k].y - mean) * scale * g.y + h.y,
                                                     (x[k].z - mean) * scale * g.z + h.z, (x[k].w - mean) * scale * g.w + h.w);
        }
    }
}

// y = A x for a CSR matrix: a warp a row, lanes 32 nonzeros apart, summed by
// shuffles, lane 0 stores.
extern "C" __global__ void spmvHandwritten(const unsigned *__restrict__ offsets, const unsigned *__restrict__ columns,
                                           const float *__restrict__ values, const float *__restrict__ x,
                                           unsigned long long rows, float *__restrict__ y) {
    const unsigned long long row = (unsigned long long)blockIdx.x * (blockDim.x / 32u) + threadIdx.x / 32u;
    const unsigned lane = threadIdx.x % 32u;
    if (row < rows) {
        const unsigned end = __ldg(offsets + row + 1);
        float sum = 0.0f;
        for (unsigned j = __ldg(offsets + row) + lane; j < end; j += 32u) sum += __ldg(values + j) * __ldg(x + __ldg(columns + j));
        for (unsigned offset = 16u; offset > 0u; offset /= 2u) sum += __shfl_down_sync(0xffffffffu, sum, offset);
        if (lane == 0u) y[row] = sum;
    }
}

// A 7-point stencil: 32 x 8 blocks a layer each, the block's points and their
// halo (34 x 10 x 3 cells) in shared memory, loaded block-stride, one barrier.
extern "C" __global__ void stencilHandwritten(const float *__restrict__ input, unsigned long long width,
                                              unsigned long long height, unsigned long long depth,
                                              float *__restrict__ output) {
    __shared__ float tile[34 * 10 * 3];
    const unsigned long long x0 = blockIdx.x * 32ull, y0 = blockIdx.y * 8ull, z = blockIdx.z;
    const unsigned t = threadIdx.x + 32u * threadIdx.y;
#pragma unroll
    for (unsigned k = 0; k < 4u; ++k) {
        const unsigned j = t + k * 256u;
        if (j < 34u * 10u * 3u) {
            const unsigned long long x = x0 + j % 34u, y = y0 + j / 34u % 10u, layer = z + j / 340u;
            const bool inside = x >= 1u && x <= width && y >= 1u && y <= height && layer >= 1u && layer <= depth;
            tile[j] = inside ? __ldg(input + ((layer - 1u) * height + y - 1u) * width + x - 1u) : 0.0f;
        }
    }
    __syncthreads();
    const unsigned c = (10u + threadIdx.y + 1u) * 34u + threadIdx.x + 1u;
    const float sides = (tile[c - 1u] + tile[c + 1u]) + (tile[c - 34u] + tile[c + 34u]) + (tile[c - 340u] + tile[c + 340u]);
    const unsigned long long x = x0 + threadIdx.x, y = y0 + threadIdx.y;
    if (x < width && y < height && z < depth) output[(z * height + y) * width + x] = tile[c] * 0.4f + sides * 0.1f;
}

// A bitonic sort of each run of 1024 keys, 512 threads a block: the run in
// shared memory, each stage a compare and exchange of the thread's pair
// `stride` apart, one barrier a stage; keys past n sort as UINT_MAX.
extern "C" __global__ void bitonicSortHandwritten(const unsigned *__restrict__ keys, unsigned long long n,
                                                  unsigned *__restrict__ sorted) {
    __shared__ unsigned tile[1024];
    const unsigned t = threadIdx.x;
    const unsigned long long first = blockIdx.x * 1024ull;
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long i = first + t + k * blockDim.x;
        tile[t + k * blockDim.x] = i < n ? __ldg(keys + i) : 0xffffffffu;
    }
    __syncthreads();
    for (unsigned size = 2u; size <= 1024u; size *= 2u) {
        for (unsigned stride = size / 2u; stride > 0u; stride /= 2u) {
            const unsigned low = 2u * t - (t & (stride - 1u));
            const unsigned a = tile[low], b = tile[low + stride];
            const bool descending = (low & size) != 0u;
            tile[low] = descending ? max(a, b) : min(a, b);
            tile[low + stride] = descending ? min(a, b) : max(a, b);
            __syncthreads();
        }
    }
#pragma unroll
    for (unsigned k = 0; k < 2u; ++k) {
        const unsigned long long i = first + t + k * blockDim.x;
        if (i < n) sorted[i] = tile[t + k * blockDim.x];
    }
}
