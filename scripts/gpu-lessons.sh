#!/usr/bin/env bash
# Runs the lesson programs on a GPU machine from prebuilt binaries in .bin/
# (build them with `cargo build --release --examples` and copy them there).
# Logs go to $OUT (or ./gpu-logs). Usage: scripts/gpu-lessons.sh [sanitize]
set -uo pipefail
out="${OUT:-gpu-logs}"
mkdir -p "$out"
export CUDA_SYNC_CACHE_DIR="${CUDA_SYNC_CACHE_DIR:-/tmp/cuda-sync-cache}"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/gpu.txt"
status=0
run() {
    local log="$1"; shift
    echo "== $*" | tee -a "$out/$log"
    "$@" 2>&1 | tee -a "$out/$log"
    local rc=${PIPESTATUS[0]}
    echo "== exit $rc" | tee -a "$out/$log"
    [ "$rc" -eq 0 ] || status=1
}
run day27.txt .bin/last_block_reduction
run day27.txt .bin/last_block_reduction --blocks 8192 --fence-below
if [ "${1:-}" = sanitize ]; then
    for tool in memcheck racecheck synccheck initcheck; do
        run sanitizer.txt compute-sanitizer --tool "$tool" --print-limit 5 .bin/last_block_reduction --runs 2 --blocks 64
    done
fi
exit $status
