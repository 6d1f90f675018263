// Register-blocked SGEMM designs by hand, side 4096, each timed beside cuBLAS
// sgemm (FP32 math) in one run: which of depth along k, double-buffered
// tiles, occupancy bounds and block order close the gap between the
// everyday SGEMM (src/everyday.rs, `sgemm`) and the library. Every design is
// a block of 256 threads computing a 128 × 128 tile of c, 8 × 8 cells a
// thread (rows y + 16·i, the 16-byte vectors x and x + 16 of the tile's 32 a
// row), each sum run along k in order by fmaf: every design's c is compared
// bit for bit with the first's. Prints `design<TAB>ms<TAB>cuBLAS ratio<TAB>exact`.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o sgemm_designs sgemm_designs.cu -lcublas
#include <cublas_v2.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "timing.cuh"

// DEPTH columns of a (rows of b) a step; DOUBLE: two tiles of each, filled
// a step ahead, one barrier a step; GROUP: blocks ordered in groups of GROUP
// rows of tiles (1: row by row), so that the blocks in flight share b's
// columns in L2; MIN_BLOCKS: `__launch_bounds__`' blocks an SM. The side,
// 4096, is known when compiled, as the typed kernel's const parameter is.
constexpr unsigned long long SIDE = 4096;
template <unsigned DEPTH, bool DOUBLE, unsigned GROUP, unsigned MIN_BLOCKS>
__global__ void __launch_bounds__(256, MIN_BLOCKS)
    sgemm(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c) {
    constexpr unsigned QUADS = DEPTH / 4, LOADS = DEPTH / 8, BUFFERS = DOUBLE ? 2 : 1;
    __shared__ float4 aTile[BUFFERS][128 * QUADS], bTile[BUFFERS][DEPTH * 32];
    const unsigned t = threadIdx.x, x = t % 16u, y = t / 16u;
    constexpr unsigned long long q = SIDE / 4u, steps = SIDE / DEPTH;
    // Block (bx, by) of the grid, in groups of GROUP rows of tiles.
    const unsigned id = blockIdx.y * gridDim.x + blockIdx.x, perGroup = GROUP * gridDim.x;
    const unsigned firstRow = id / perGroup * GROUP, rows = min(GROUP, gridDim.y - firstRow);
    const unsigned by = firstRow + id % perGroup % rows, bx = id % perGroup / rows;
    const float4 *a4 = reinterpret_cast<const float4 *>(a), *b4 = reinterpret_cast<const float4 *>(b);
    float4 aNext[LOADS], bNext[LOADS];
    auto load = [&](unsigned long long step) {
#pragma unroll
        for (unsigned j = 0; j < LOADS; ++j) {
            const unsigned cell = t + 256u * j;
            aNext[j] = __ldg(a4 + (by * 128ull + cell / QUADS) * q + step * QUADS + cell % QUADS);
            bNext[j] = __ldg(b4 + (step * DEPTH + cell / 32u) * q + bx * 32ull + cell % 32u);
        }
    };
    auto store = [&](unsigned buffer) {
#pragma unroll
        for (unsigned j = 0; j < LOADS; ++j) {
            aTile[buffer][t + 256u * j] = aNext[j];
            bTile[buffer][t + 256u * j] = bNext[j];
        }
    };
    float sums[64];
#pragma unroll
    for (unsigned k = 0; k < 64u; ++k) sums[k] = 0.0f;
    load(0);
    if (DOUBLE) {
        store(0);
        __syncthreads();
    }
    for (unsigned long long step = 0; step < steps; ++step) {
        const unsigned buffer = DOUBLE ? step % 2u : 0u;
        if (!DOUBLE) {
            store(0);
            __syncthreads();
        }
        if (step + 1u < steps) load(step + 1u);
#pragma unroll
        for (unsigned h = 0; h < QUADS; ++h) {
            float4 rows4[8];
#pragma unroll
            for (unsigned i = 0; i < 8u; ++i) rows4[i] = aTile[buffer][(y + 16u * i) * QUADS + h];
#pragma unroll
            for (unsigned l = 0; l < 4u; ++l) {
                const float4 b0 = bTile[buffer][(h * 4u + l) * 32u + x], b1 = bTile[buffer][(h * 4u + l) * 32u + x + 16u];
                const float columns[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
                for (unsigned i = 0; i < 8u; ++i) {
                    const float ai = l == 0u ? rows4[i].x : l == 1u ? rows4[i].y : l == 2u ? rows4[i].z : rows4[i].w;
#pragma unroll
                    for (unsigned j = 0; j < 8u; ++j) sums[i * 8u + j] = fmaf(ai, columns[j], sums[i * 8u + j]);
                }
            }
        }
        if (DOUBLE) {
            if (step + 1u < steps) store(1u - buffer);
        }
        __syncthreads();
    }
    float4 *c4 = reinterpret_cast<float4 *>(c);
#pragma unroll
    for (unsigned k = 0; k < 16u; ++k)
        c4[(by * 128ull + y + 16u * (k / 2u)) * q + bx * 32ull + x + 16u * (k % 2u)] =
            make_float4(sums[k * 4u], sums[k * 4u + 1u], sums[k * 4u + 2u], sums[k * 4u + 3u]);
}

struct Design {
    const char *name;
    void (*kernel)(const float *, const float *, float *);
};

int main() {
    const int side = SIDE;
    const size_t n = (size_t)side * side;
    std::vector<float> ha(n), hb(n);
    for (size_t i = 0; i < n; ++i) {
        ha[i] = (float)((i * 2654435761ull) % 1024) / 1024.0f - 0.5f;
        hb[i] = (float)(((i + 3) * 2654435761ull) % 1024) / 1024.0f - 0.5f;
    }
    float *a, *b, *c;
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&b, n * sizeof(float)));
    CHECK(cudaMalloc(&c, n * sizeof(float)));
    CHECK(cudaMemcpy(a, ha.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(b, hb.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    cublasHandle_t blas;
    if (cublasCreate(&blas) != CUBLAS_STATUS_SUCCESS) return 1;
    const float one = 1.0f, zero = 0.0f;
    // Row-major c = a · b is column-major cᵀ = bᵀ · aᵀ: b first.
    const float library = time([&] {
        cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, side, side, side, &one, b, side, a, side, &zero, c, side);
    });
    std::printf("cublas\t%.4f\t1.000\t-\n", library);
    const Design designs[] = {
        {"depth 8, 2 barriers a step (the everyday SGEMM)", sgemm<8, false, 1, 1>},
        {"depth 8, 2 blocks an SM", sgemm<8, false, 1, 2>},
        {"depth 16, 2 barriers a step", sgemm<16, false, 1, 1>},
        {"depth 16, 2 blocks an SM", sgemm<16, false, 1, 2>},
        {"depth 8, double-buffered, 1 barrier a step", sgemm<8, true, 1, 1>},
        {"depth 16, double-buffered", sgemm<16, true, 1, 1>},
        {"depth 8, blocks in groups of 8 rows", sgemm<8, false, 8, 1>},
        {"depth 16, groups of 8 rows", sgemm<16, false, 8, 1>},
        {"depth 16, double-buffered, groups of 8 rows", sgemm<16, true, 8, 1>},
        {"depth 16, double-buffered, groups of 8 rows, 2 blocks an SM", sgemm<16, true, 8, 2>},
    };
    // The first design against sums along k in order on the CPU, at 64 cells.
    auto cpuCell = [&](size_t cell) {
        float sum = 0.0f;
        for (size_t k = 0; k < (size_t)side; ++k) sum = std::fmaf(ha[cell / side * side + k], hb[k * side + cell % side], sum);
        return sum;
    };
    const dim3 grid(side / 128, side / 128);
    std::vector<float> first(n), other(n);
    for (const Design &design : designs) {
        CHECK(cudaMemset(c, 0, n * sizeof(float)));
        design.kernel<<<grid, 256>>>(a, b, c);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<float> &out = &design == designs ? first : other;
        CHECK(cudaMemcpy(out.data(), c, n * sizeof(float), cudaMemcpyDeviceToHost));
        bool exact = std::memcmp(first.data(), out.data(), n * sizeof(float)) == 0;
        for (size_t i = 0; i < 64 && &design == designs; ++i) {
            const size_t cell = (i * 2654435761ull) % n;
            exact &= out[cell] == cpuCell(cell);
        }
        const float ms = time([&] { design.kernel<<<grid, 256>>>(a, b, c); });
        std::printf("%s\t%.4f\t%.3f\t%s\n", design.name, ms, ms / library, exact ? "exact" : "DIFFERS");
    }
    cublasDestroy(blas);
    return 0;
}
