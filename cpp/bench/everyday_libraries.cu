// The libraries a user would call instead of the kernels of src/everyday.rs:
// cuBLAS saxpy and daxpy, CUB DeviceReduce::Sum, CUB
// DeviceHistogram::HistogramEven (256 bins of u32 samples in [0, 256)) and
// cuBLAS sgemm (square sides of 1024 and 4096, in FP32 math), timed
// the way the cuda-sync benchmarks time their kernels: each call queued
// behind a short spinning kernel and bracketed by CUDA events, 3 warm-ups,
// the median of 51. A device-to-device copy of n floats is timed too, as the
// bandwidth bound. Prints `case<TAB>n<TAB>median_ms<TAB>check` per line.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o everyday_libraries everyday_libraries.cu -lcublas
#include <cublas_v2.h>
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_reduce.cuh>

#include "timing.cuh"

#define CHECK_BLAS(call)                                                            \
    do {                                                                            \
        if ((call) != CUBLAS_STATUS_SUCCESS) {                                      \
            std::fprintf(stderr, "%s:%d: cuBLAS call failed\n", __FILE__, __LINE__); \
            std::exit(1);                                                           \
        }                                                                           \
    } while (0)

template <class T>
__global__ void fill(T *data, size_t n, T value) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        data[i] = value;
}

__global__ void fillSamples(unsigned *data, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        data[i] = (unsigned)((i * 2654435761u) >> 7) % 256u;
}

int main() {
    cublasHandle_t blas;
    CHECK_BLAS(cublasCreate(&blas));
    for (int log2n : {20, 24, 28}) {
        const size_t n = size_t(1) << log2n;
        float *x, *y, *sum;
        double *dx, *dy;
        unsigned *samples;
        int *bins;
        CHECK(cudaMalloc(&x, n * sizeof(float)));
        CHECK(cudaMalloc(&y, n * sizeof(float)));
        CHECK(cudaMalloc(&dx, n * sizeof(double)));
        CHECK(cudaMalloc(&dy, n * sizeof(double)));
        CHECK(cudaMalloc(&sum, sizeof(float)));
        CHECK(cudaMalloc(&samples, n * sizeof(unsigned)));
        CHECK(cudaMalloc(&bins, 256 * sizeof(int)));
        fill<<<1024, 256>>>(x, n, 1.0f);
        fill<<<1024, 256>>>(y, n, 0.0f);
        fill<<<1024, 256>>>(dx, n, 1.0);
        fill<<<1024, 256>>>(dy, n, 0.0);
        fillSamples<<<1024, 256>>>(samples, n);
        const float a = 2.0f;
        const double da = 2.0;
        std::printf("saxpy\t%zu\t%.6f\t-\n", n, time([&] { CHECK_BLAS(cublasSaxpy(blas, (int)n, &a, x, 1, y, 1)); }));
        std::printf("daxpy\t%zu\t%.6f\t-\n", n, time([&] { CHECK_BLAS(cublasDaxpy(blas, (int)n, &da, dx, 1, dy, 1)); }));
        std::printf("copy\t%zu\t%.6f\t-\n", n,
                    time([&] { CHECK(cudaMemcpyAsync(y, x, n * sizeof(float), cudaMemcpyDeviceToDevice)); }));
        const int side = 1 << (log2n / 2);
        if ((size_t)side * side == n && side <= 4096) {
            // Row-major c = a · b is column-major cᵀ = bᵀ · aᵀ: b first.
            float *c;
            CHECK(cudaMalloc(&c, n * sizeof(float)));
            const float one = 1.0f, zero = 0.0f;
            std::printf("sgemm\t%zu\t%.6f\t-\n", n, time([&] {
                            CHECK_BLAS(cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, side, side, side, &one, y, side, x,
                                                   side, &zero, c, side));
                        }));
            CHECK(cudaFree(c));
        }

        size_t reduceBytes = 0, histogramBytes = 0;
        CHECK(cub::DeviceReduce::Sum(nullptr, reduceBytes, x, sum, (int64_t)n));
        CHECK(cub::DeviceHistogram::HistogramEven(nullptr, histogramBytes, samples, bins, 257, 0u, 256u, (int64_t)n));
        void *temp;
        CHECK(cudaMalloc(&temp, std::max(reduceBytes, histogramBytes)));
        const float reduceMs = time([&] { CHECK(cub::DeviceReduce::Sum(temp, reduceBytes, x, sum, (int64_t)n)); });
        float total;
        CHECK(cudaMemcpy(&total, sum, sizeof(float), cudaMemcpyDeviceToHost));
        std::printf("cub_sum\t%zu\t%.6f\t%.1f\n", n, reduceMs, total);
        const float histogramMs = time([&] {
            CHECK(cub::DeviceHistogram::HistogramEven(temp, histogramBytes, samples, bins, 257, 0u, 256u, (int64_t)n));
        });
        std::vector<int> counts(256);
        CHECK(cudaMemcpy(counts.data(), bins, 256 * sizeof(int), cudaMemcpyDeviceToHost));
        long long counted = 0;
        for (int c : counts) counted += c;
        std::printf("cub_histogram\t%zu\t%.6f\t%lld\n", n, histogramMs, counted);
        for (void *p : {(void *)x, (void *)y, (void *)dx, (void *)dy, (void *)sum, (void *)samples, (void *)bins, temp})
            CHECK(cudaFree(p));
    }
    CHECK_BLAS(cublasDestroy(blas));
    return 0;
}
