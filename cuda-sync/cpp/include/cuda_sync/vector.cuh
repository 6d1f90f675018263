// cuda_sync/vector.cuh: four floats loaded in one 16-byte access.
// Mirrors cuda-sync/src/kernel/vector.rs.
#pragma once

namespace cuda_sync {

struct F32x4 {
    float x, y, z, w;
    __device__ float sum() const { return (x + y) + (z + w); }
};

__device__ inline F32x4 operator+(F32x4 a, F32x4 b) {
    return {a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w};
}

}  // namespace cuda_sync
