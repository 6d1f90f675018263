#!/usr/bin/env bash
# Runs every test of cuda-sync (tiers 1-3: translator, ui-tests, PTX through
# NVRTC), after setting up what they need:
#   - NVRTC 13.0 and the libcu++ headers: a CUDA toolkit if one is found, else
#     the PyPI wheels, installed into target/cuda-pypi;
#   - libclang, for the test that regenerates the bindgen ABI bindings.
# The NVRTC tests fail rather than skip here (CUDA_SYNC_REQUIRE_NVRTC=1).
set -euo pipefail
cd "$(dirname "$0")/.."

has_toolkit() {
    local root
    for root in ${CUDA_SYNC_CUDA_ROOT:-} ${CUDA_PATH:-} ${CUDA_HOME:-} /usr/local/cuda; do
        if { [ -f "$root/lib64/libnvrtc.so.13" ] || [ -f "$root/lib/libnvrtc.so.13" ]; } &&
            { [ -f "$root/include/cccl/cuda/atomic" ] || [ -f "$root/include/cuda/atomic" ]; }; then
            echo "using NVRTC and headers from $root"
            return 0
        fi
    done
    return 1
}

if ! has_toolkit; then
    wheels="$PWD/target/cuda-pypi"
    if [ ! -f "$wheels/nvidia/cu13/lib/libnvrtc.so.13" ]; then
        echo "no CUDA 13 toolkit found: installing NVRTC 13.0 and the CCCL headers from PyPI into $wheels"
        python3 -m pip install --quiet --disable-pip-version-check --target "$wheels" \
            'nvidia-cuda-nvrtc==13.0.*' 'nvidia-cuda-cccl==13.0.*'
    fi
    export CUDA_SYNC_CUDA_ROOT="$wheels/nvidia/cu13"
    has_toolkit
fi

if ! ldconfig -p | grep -q 'libclang\(-[0-9.]*\)\?\.so'; then
    echo "libclang not found: installing it for the bindgen ABI test"
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libclang-dev >/dev/null
    else
        echo "error: libclang is needed by tests/abi.rs; install libclang-dev" >&2
        exit 1
    fi
fi

export CUDA_SYNC_REQUIRE_NVRTC=1
export CUDA_SYNC_CACHE_DIR="$PWD/target/cuda-sync-cache"

cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace --all-targets
cargo test --workspace --doc
