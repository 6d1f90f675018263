// The library a user would call instead of the scan of src/scan.rs: CUB's
// DeviceScan::InclusiveSum over i32 (the input of examples/scan.rs, checked
// against the CPU), and a device-to-device copy of the same bytes, the
// bandwidth bound. Timed as cpp/bench/timing.cuh says. Prints
// `case<TAB>n<TAB>median_ms<TAB>check` per line.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 -o cub_scan cub_scan.cu
#include <cub/device/device_scan.cuh>

#include "timing.cuh"

// The i-th input of examples/scan.rs (`i32::input`).
__host__ __device__ int input(unsigned long long i) { return (int)((i * 2654435761ull) >> 7) % 1000 + 1; }

__global__ void fill(int *data, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        data[i] = input(i);
}

int main() {
    for (int log2n : {20, 24, 28, 30}) {
        const size_t n = size_t(1) << log2n;
        int *in, *out;
        CHECK(cudaMalloc(&in, n * sizeof(int)));
        CHECK(cudaMalloc(&out, n * sizeof(int)));
        fill<<<1024, 256>>>(in, n);
        size_t bytes = 0;
        CHECK(cub::DeviceScan::InclusiveSum(nullptr, bytes, in, out, (int64_t)n));
        void *temp;
        CHECK(cudaMalloc(&temp, bytes));
        const float scanMs = time([&] { CHECK(cub::DeviceScan::InclusiveSum(temp, bytes, in, out, (int64_t)n)); });
        std::vector<int> got(n);
        CHECK(cudaMemcpy(got.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
        unsigned sum = 0;
        size_t wrong = 0;
        for (size_t i = 0; i < n; ++i) wrong += (int)(sum += (unsigned)input(i)) != got[i];
        std::printf("cub_inclusive_sum\t%zu\t%.6f\t%s\n", n, scanMs, wrong == 0 ? "exact" : "WRONG");
        std::printf("copy\t%zu\t%.6f\t-\n", n,
                    time([&] { CHECK(cudaMemcpyAsync(out, in, n * sizeof(int), cudaMemcpyDeviceToDevice)); }));
        for (void *p : {(void *)in, (void *)out, temp}) CHECK(cudaFree(p));
    }
    return 0;
}
