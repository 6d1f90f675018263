#!/usr/bin/env bash
# The everyday kernels' run, on a GPU machine: builds the library references
# (cuBLAS, CUB) with nvcc, runs them, then runs the everyday example (prebuilt
# in .bin/everyday:
#   cargo build --release --example everyday && cp target/release/examples/everyday .bin/)
# with their times, so its table compares typed, by hand and library from one run.
# Logs go to $OUT (or ./gpu-logs).
set -euo pipefail
out="${OUT:-gpu-logs}"
mkdir -p "$out"
export CUDA_SYNC_CACHE_DIR="${CUDA_SYNC_CACHE_DIR:-/tmp/cuda-sync-cache}"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv | tee "$out/everyday.txt"
nvcc --version | tail -2 | tee -a "$out/everyday.txt"
nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/everyday_libraries cpp/bench/everyday_libraries.cu -lcublas
/tmp/everyday_libraries | tee "$out/libraries.tsv"
.bin/everyday --library "$out/libraries.tsv" "$@" 2>&1 | tee -a "$out/everyday.txt"
