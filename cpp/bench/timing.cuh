// Timing for the library references, the way the cuda-sync benchmarks time
// their kernels: each call queued behind a short spinning kernel and
// bracketed by CUDA events (GPU time, not the host's submission), 3 warm-ups,
// the median of 51.
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cudaError_t e = (call);                                                            \
        if (e != cudaSuccess) {                                                            \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
            std::exit(1);                                                                  \
        }                                                                                  \
    } while (0)

#include "spin.cu"

// The median GPU time of `call`, in milliseconds.
static float time(const std::function<void()> &call) {
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    std::vector<float> ms;
    for (int run = 0; run < 3 + 51; ++run) {
        spin<<<1, 1>>>(100000);
        CHECK(cudaEventRecord(start));
        call();
        CHECK(cudaEventRecord(stop));
        CHECK(cudaEventSynchronize(stop));
        float elapsed;
        CHECK(cudaEventElapsedTime(&elapsed, start, stop));
        if (run >= 3) ms.push_back(elapsed);
    }
    std::sort(ms.begin(), ms.end());
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    return ms[ms.size() / 2];
}
