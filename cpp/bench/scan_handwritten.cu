// The scan of src/scan.rs written by hand in CUDA C++ over libcu++, the way an
// expert would without cuda-sync: the same decoupled look-back (tiles ordered
// by a ticket, aggregate then inclusive prefix, a flag word of generation and
// kind, the value in the flag's word and so stored relaxed, warp 0 looking
// back 32 tiles at a time with acquires), the same tile (256 threads,
// twelve 16-byte vectors each, three blocks an SM), the same orders.
// Compiled by the same NVRTC, launched through the raw path: the zero-cost
// reference.
#include <cuda/atomic>

namespace {

constexpr unsigned VECTORS = 12u;
constexpr unsigned VECTOR = 4u;  // int: four to a 16-byte vector
constexpr unsigned ITEMS = VECTORS * VECTOR;

// One 128-byte line a status, as TileStatus in the shim.
struct alignas(128) Status {
    unsigned long long word, aggregate, prefix;
};

using Flag = cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>;

__device__ int lowBits(unsigned long long word) { return static_cast<int>(static_cast<unsigned>(word)); }

// `cells[0].word` is the tile order; `cells[1 + i]` is tile i's status.
__device__ void scanI32(const int *__restrict__ input, unsigned long long n, bool exclusive, Status *cells,
                        int *__restrict__ output) {
    Status *status = cells + 1;
    __shared__ unsigned long long drawn;
    __shared__ int warpTotals[32];
    __shared__ int slot;
    const unsigned lane = threadIdx.x % 32u, warp = threadIdx.x / 32u;

    // The tile: this block's ticket.
    if (threadIdx.x == 0u) {
        Flag counter(cells[0].word);
        const unsigned long long ticket = counter.fetch_add(1ull, cuda::memory_order_relaxed);
        if (static_cast<unsigned>(ticket) == gridDim.x - 1u)
            counter.fetch_add((1ull << 32) - gridDim.x, cuda::memory_order_relaxed);
        drawn = ticket;
    }
    __syncthreads();
    const unsigned tile = static_cast<unsigned>(drawn);
    const unsigned generation = static_cast<unsigned>(drawn >> 32);

    // Ask L2 for the input of the tile 48 tickets later (a hint, no value read).
    {
        const unsigned long long later = (static_cast<unsigned long long>(tile) + 48u) * blockDim.x * ITEMS;
        if (later + blockDim.x * ITEMS <= n)
            for (unsigned line = threadIdx.x; line < blockDim.x * ITEMS / 32u; line += blockDim.x)
                asm volatile("prefetch.global.L2 [%0];" ::"l"(__cvta_generic_to_global(input + later + line * 32u)));
    }

    // Load: lane l of warp w holds vectors w * 384 + k * 32 + l of the tile.
    const unsigned long long first = static_cast<unsigned long long>(tile) * blockDim.x * ITEMS;
    const bool whole = first + blockDim.x * ITEMS <= n;
    unsigned long long at[VECTORS];
    int x[VECTORS][VECTOR];
#pragma unroll
    for (unsigned k = 0; k < VECTORS; ++k) at[k] = first + (warp * 32u * VECTORS + k * 32u + lane) * VECTOR;
    if (whole) {
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k) {
            const int4 v = __ldg(reinterpret_cast<const int4 *>(input + at[k]));
            x[k][0] = v.x, x[k][1] = v.y, x[k][2] = v.z, x[k][3] = v.w;
        }
    } else {
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k)
#pragma unroll
            for (unsigned e = 0; e < VECTOR; ++e) x[k][e] = at[k] + e < n ? __ldg(input + at[k] + e) : 0;
    }

    // Scan within each vector, then across the warp, then across the block.
    int inclusive[VECTORS], starts[VECTORS];
#pragma unroll
    for (unsigned k = 0; k < VECTORS; ++k) {
#pragma unroll
        for (unsigned e = 1; e < VECTOR; ++e) x[k][e] += x[k][e - 1u];
        inclusive[k] = x[k][VECTOR - 1u];
    }
#pragma unroll
    for (unsigned offset = 1u; offset < 32u; offset *= 2u)
#pragma unroll
        for (unsigned k = 0; k < VECTORS; ++k) {
            const int below = __shfl_up_sync(0xffffffffu, inclusive[k], offset);
            if (lane >= offset) inclusive[k] += below;
        }
    int warpTotal = 0;
#pragma unroll
    for (unsigned k = 0; k < VECTORS; ++k) {
        const int before = __shfl_up_sync(0xffffffffu, inclusive[k], 1u);
        starts[k] = lane == 0u ? warpTotal : warpTotal + before;
        warpTotal += __shfl_sync(0xffffffffu, inclusive[k], 31u);
    }
    if (lane == 0u) warpTotals[warp] = warpTotal;
    __syncthreads();
    int warpOffset = 0, aggregate = 0;
    for (unsigned w = 0; w < blockDim.x / 32u; ++w) {
        if (w == warp) warpOffset = aggregate;
        aggregate += warpTotals[w];
    }

    // Publish the aggregate; look back; publish the inclusive prefix.
    const unsigned aggregateFlag = (generation + 1u) * 2u;
    if (threadIdx.x == 0u)
        Flag(status[tile].word)
            .store(static_cast<unsigned long long>(aggregateFlag) << 32 | static_cast<unsigned>(aggregate),
                   cuda::memory_order_relaxed);
    int preceding = 0;
    if (warp == 0u) {
        for (long long window = static_cast<long long>(tile) - 1; window >= 0; window -= 32) {
            const long long j = window - lane;
            bool prefix = true;
            int value = 0;
            if (j >= 0) {
                Flag flag(status[j].word);
                unsigned long long word;
                // Read once, and again while the flag is not set (the loop
                // peeled, as the typed kernel peels it for its check).
                word = flag.load(cuda::memory_order_acquire);
                while (static_cast<unsigned>(word >> 32) - aggregateFlag > 1u)
                    word = flag.load(cuda::memory_order_acquire);
                prefix = static_cast<unsigned>(word >> 32) - aggregateFlag == 1u;
                value = lowBits(word);
            }
            const unsigned prefixes = __ballot_sync(0xffffffffu, prefix);
            const unsigned last = prefixes != 0u ? __ffs(prefixes) - 1u : 31u;
            int part = lane <= last ? value : 0;
#pragma unroll
            for (unsigned offset = 16u; offset > 0u; offset /= 2u) part += __shfl_xor_sync(0xffffffffu, part, offset);
            preceding += part;
            if (prefixes != 0u) break;
        }
        if (lane == 0u)
            Flag(status[tile].word)
                .store(static_cast<unsigned long long>(aggregateFlag + 1u) << 32 |
                           static_cast<unsigned>(preceding + aggregate),
                       cuda::memory_order_relaxed);
    }
    if (threadIdx.x == 0u) slot = preceding;
    __syncthreads();
    const int prefix = slot;
    __syncthreads();

    // Store.
#pragma unroll
    for (unsigned k = 0; k < VECTORS; ++k) {
        starts[k] += warpOffset;
        int out[VECTOR];
#pragma unroll
        for (unsigned e = 0; e < VECTOR; ++e) {
            const int sum = starts[k] + x[k][e];
            out[e] = prefix + (exclusive ? (e == 0u ? starts[k] : starts[k] + x[k][e - 1u]) : sum);
        }
        if (whole) {
            *reinterpret_cast<int4 *>(output + at[k]) = make_int4(out[0], out[1], out[2], out[3]);
        } else {
#pragma unroll
            for (unsigned e = 0; e < VECTOR; ++e)
                if (at[k] + e < n) output[at[k] + e] = out[e];
        }
    }
}

}  // namespace

extern "C" __global__ void __launch_bounds__(256, 3)
    prefixSumI32Handwritten(const int *__restrict__ input, unsigned long long n, bool exclusive, Status *status,
                            int *__restrict__ output) {
    scanI32(input, n, exclusive, status, output);
}
