// Keeps the GPU busy while the host queues the timed work behind it, so that
// the CUDA events around that work measure the GPU alone, not the host's time
// to submit it (the blocking-kernel method of NVIDIA's nvbench).
extern "C" __global__ void spin(long long cycles) {
    const long long start = clock64();
    while (clock64() - start < cycles) {
    }
}
