#!/usr/bin/env bash
# The scan's run, on a GPU machine: builds and runs CUB's scan and the copy
# (cpp/bench/cub_scan.cu) with nvcc, then the scan example (prebuilt in
# .bin/scan:
#   cargo build --release --example scan && cp target/release/examples/scan .bin/)
# with their times, so its table compares typed, by hand, CUB and the copy
# from one run. Extra arguments go to the example. Logs go to $OUT (or ./gpu-logs).
set -euo pipefail
out="${OUT:-gpu-logs}"
mkdir -p "$out"
export CUDA_SYNC_CACHE_DIR="${CUDA_SYNC_CACHE_DIR:-/tmp/cuda-sync-cache}"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv | tee "$out/scan.txt"
nvcc --version | tail -2 | tee -a "$out/scan.txt"
nvcc -O3 -std=c++17 -arch=sm_90 -o /tmp/cub_scan cpp/bench/cub_scan.cu
/tmp/cub_scan | tee "$out/cub-scan.tsv"
.bin/scan --library "$out/cub-scan.tsv" "$@" 2>&1 | tee -a "$out/scan.txt"
