#!/usr/bin/env bash
# Runs the lesson programs and the GPU tests on a GPU machine, from prebuilt
# binaries in .bin/:
#   cargo build --release --examples && cp target/release/examples/{last_block_reduction,syncthreads,grid_sync,message_passing,stream_compaction,warp_scope,ring_queue,publish_to_host,bounds,litmus,cudarc_interop} .bin/
#   cargo build --release -p cuda-sync-aot-example && cp target/release/cuda-sync-aot-example .bin/
#   cargo test --release --test gpu --no-run   # copy the binary it names to .bin/gpu-tests
# Logs go to $OUT (or ./gpu-logs). Usage: scripts/gpu-lessons.sh [lessons|sweep|tests|sanitize|litmus|interop|aot]...
set -uo pipefail
out="${OUT:-gpu-logs}"
mkdir -p "$out"
export CUDA_SYNC_CACHE_DIR="${CUDA_SYNC_CACHE_DIR:-/tmp/cuda-sync-cache}"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/gpu.txt"
status=0
run() {
    local log="$1"; shift
    echo "== $*" | tee -a "$out/$log"
    "$@" >>"$out/$log" 2>&1
    local rc=$?
    echo "== exit $rc" | tee -a "$out/$log"
    [ "$rc" -eq 0 ] || status=1
}
for part in "${@:-lessons}"; do
    case "$part" in
    lessons)
        run day27.txt .bin/last_block_reduction
        run day27.txt .bin/last_block_reduction --blocks 8192 --fence-below
        run day14.txt .bin/syncthreads --runs 3 --barrier-below
        run patterns.txt .bin/message_passing --runs 100
        run patterns.txt .bin/stream_compaction --runs 100
        run patterns.txt .bin/warp_scope --runs 100
        run patterns.txt .bin/grid_sync --runs 100
        run patterns.txt .bin/ring_queue --runs 100
        run patterns.txt .bin/publish_to_host --runs 100
        run bounds.txt .bin/bounds in-range
        run bounds.txt .bin/bounds index
        run bounds.txt .bin/bounds window
        run bounds.txt .bin/bounds counter
        run bounds.txt .bin/bounds source
        run bounds.txt .bin/bounds divide
        run bounds.txt .bin/bounds clamp
        run bounds.txt .bin/bounds domain
        run bounds.txt .bin/bounds align
        run bounds.txt .bin/bounds pairs
        run bounds.txt .bin/bounds wait
        run bounds.txt .bin/bounds assert ;;
    sweep)
        for blocks in 1 2 1024 8192 32768; do
            for threads in 32 256 1024; do
                run sweep.txt .bin/last_block_reduction --blocks "$blocks" --threads "$threads" --runs 100
            done
        done
        run sweep.txt .bin/syncthreads --runs 100 ;;
    litmus)
        run litmus.txt .bin/litmus --settings docs/gpu-runs/litmus-tuned-h200.txt --instances 100000000 --seconds 12
        run litmus.txt .bin/litmus --only typed --untuned --instances 100000000 --seconds 20 ;;
    tests)
        CUDA_SYNC_REQUIRE_GPU=1 run gpu-tests.txt .bin/gpu-tests --test-threads 1 ;;
    interop)
        run interop.txt .bin/cudarc_interop ;;
    aot)
        # The AOT program with no way to find NVRTC (it checks none was loaded),
        # then the same kernel through NVRTC, uncached and cached (the first
        # cached run, into a fresh cache, compiles); three times each.
        export CUDA_SYNC_CACHE_DIR="$(mktemp -d)"
        for i in 1 2 3; do
            run aot.txt env -u CUDA_PATH -u CUDA_HOME LD_LIBRARY_PATH= CUDA_SYNC_CUDA_ROOT=/nonexistent \
                CUDA_SYNC_WHEEL_DIR=/nonexistent .bin/cuda-sync-aot-example --mode aot
            run aot.txt .bin/cuda-sync-aot-example --mode nvrtc
            run aot.txt .bin/cuda-sync-aot-example --mode cached
        done ;;
    sanitize)
        # program (with small arguments), then the kernels it launches
        targets=(
            ".bin/syncthreads --runs 1 --barrier-below --stress 0|reverse_tile_synced reverse_tile_prefix reverseTileRacy reverseTileBarrierBelow"
            ".bin/last_block_reduction --runs 2 --blocks 256 --stress 0|sum_last_block_acq_rel sum_last_block_fenced tally_blocks_device_scope sumLastBlockRacy tallyBlocksBlockScope"
            ".bin/message_passing --runs 1 --stress 0|pass_messages_release_acquire pass_messages_fenced"
            ".bin/stream_compaction --runs 1|keep_above"
            ".bin/warp_scope --runs 1|warp_sums rotate_within_warps"
            ".bin/grid_sync --runs 1|mirror_across_the_grid"
            ".bin/ring_queue --runs 1|ring_queue"
            ".bin/publish_to_host --runs 1|publish_to_host"
            ".bin/bounds in-range|copy_shifted count_arrivals"
        )
        for tool in memcheck racecheck synccheck initcheck; do
            for target in "${targets[@]}"; do
                program="${target%%|*}"
                for kernel in ${target#*|}; do
                    run sanitizer.txt compute-sanitizer --tool "$tool" --kernel-name "kne=$kernel" --print-limit 3 $program
                done
            done
        done
        # kernel x tool -> what the tool reported
        grep -a -E "^== compute-sanitizer|SUMMARY" "$out/sanitizer.txt" | paste - - |
            sed -E 's/^== compute-sanitizer --tool ([a-z]+) --kernel-name kne=([A-Za-z_]+) .*=+ (.*)$/\2\t\1\t\3/' |
            sort | tee "$out/sanitizer-table.txt" ;;
    esac
done
exit $status
