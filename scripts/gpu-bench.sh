#!/usr/bin/env bash
# The performance run, on a GPU machine: builds the CUB reference with nvcc, runs
# it, then runs the cuda-sync benchmark (prebuilt in .bin/bench:
#   cargo build --release --example bench && cp target/release/examples/bench .bin/)
# with CUB's results, so the last table compares the two from the same run.
# Logs go to $OUT (or ./gpu-logs).
set -euo pipefail
out="${OUT:-gpu-logs}"
mkdir -p "$out"
export CUDA_SYNC_CACHE_DIR="${CUDA_SYNC_CACHE_DIR:-/tmp/cuda-sync-cache}"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv | tee "$out/bench.txt"
nvcc --version | tail -2 | tee -a "$out/bench.txt"
nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/cub_reduce cpp/bench/cub_reduce.cu
/tmp/cub_reduce | tee "$out/cub.tsv"
.bin/bench --cub "$out/cub.tsv" "$@" 2>&1 | tee -a "$out/bench.txt"
