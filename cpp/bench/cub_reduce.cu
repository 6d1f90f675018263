// cub::DeviceReduce::Sum over all-ones input, timed the way the cuda-sync
// benchmark times its kernels: each call queued behind a short spinning kernel
// and bracketed by CUDA events (GPU time, not the host's submission), 3
// warm-ups, the median of 51, and enough input buffers in rotation that data
// which fits in L2 is not served from it. Prints `n<TAB>median_ms<TAB>total`.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o cub_reduce cub_reduce.cu
#include <algorithm>
#include <cstdio>
#include <vector>

#include <cub/device/device_reduce.cuh>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t e = (call);                                                            \
        if (e != cudaSuccess) {                                                            \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
            return 1;                                                                      \
        }                                                                                  \
    } while (0)

#include "spin.cu"

__global__ void fill(float *data, size_t n, float value) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        data[i] = value;
}

int main(int argc, char **argv) {
    const int sizes[] = {16, 20, 24, 28, 30};
    const size_t rotation_bytes = size_t(256) << 20;  // 4x a 60 MiB L2 and more
    for (int log2n : sizes) {
        const size_t n = size_t(1) << log2n;
        const size_t buffers = std::max<size_t>(1, rotation_bytes / (n * sizeof(float)));
        std::vector<float *> inputs(buffers);
        for (auto &in : inputs) {
            CHECK(cudaMalloc(&in, n * sizeof(float)));
            fill<<<1024, 256>>>(in, n, 1.0f);
        }
        float *out;
        CHECK(cudaMalloc(&out, sizeof(float)));
        size_t temp_bytes = 0;
        CHECK(cub::DeviceReduce::Sum(nullptr, temp_bytes, inputs[0], out, (int64_t)n));
        void *temp;
        CHECK(cudaMalloc(&temp, temp_bytes));
        cudaEvent_t start, stop;
        CHECK(cudaEventCreate(&start));
        CHECK(cudaEventCreate(&stop));
        std::vector<float> ms;
        for (int run = 0; run < 3 + 51; ++run) {
            float *in = inputs[run % buffers];
            spin<<<1, 1>>>(100000);
            CHECK(cudaEventRecord(start));
            CHECK(cub::DeviceReduce::Sum(temp, temp_bytes, in, out, (int64_t)n));
            CHECK(cudaEventRecord(stop));
            CHECK(cudaEventSynchronize(stop));
            float elapsed;
            CHECK(cudaEventElapsedTime(&elapsed, start, stop));
            if (run >= 3) ms.push_back(elapsed);
        }
        std::sort(ms.begin(), ms.end());
        float total;
        CHECK(cudaMemcpy(&total, out, sizeof(float), cudaMemcpyDeviceToHost));
        std::printf("%zu\t%.6f\t%.1f\n", n, ms[ms.size() / 2], total);
        for (auto in : inputs) CHECK(cudaFree(in));
        CHECK(cudaFree(out));
        CHECK(cudaFree(temp));
    }
    return 0;
}
