#!/usr/bin/env bash
# Runs every test of cuda-sync (tiers 1-3: translator, ui-tests, PTX through
# NVRTC), after setting up what they need:
#   - NVRTC 13.0 and the libcu++ headers: a CUDA toolkit if one is found, else
#     the PyPI wheels, installed where the runtime looks for them by itself
#     (cuda_sync::toolkit::wheel_dir), so that `cargo run --example ...` finds
#     them afterwards too;
#   - NVRTC 12.8 and its headers (PyPI wheels), for the PTX tests of a build
#     with the cuda-12080 feature;
#   - libclang, for the test that regenerates the bindgen ABI bindings.
# Then: format, lints, the tests, the docs with warnings denied, and the two
# crates packaged and built as a user would get them (scripts/package.sh).
# The NVRTC tests fail rather than skip here (CUDA_SYNC_REQUIRE_NVRTC=1).
set -euo pipefail
cd "$(dirname "$0")/.."

# Mirrors cuda_sync::toolkit::wheel_dir for CUDA version $1.
wheel_dir() {
    echo "${CUDA_SYNC_WHEEL_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/cuda-sync/cuda-$1}"
}

# Installs the NVRTC and CCCL wheels of CUDA $1 (suffix $2) into wheel_dir $1.
install_wheels() {
    local dir
    dir="$(wheel_dir "$1")"
    echo "installing NVRTC $1 and the CCCL headers from PyPI into $dir"
    python3 -m pip install --quiet --disable-pip-version-check --target "$dir" \
        "nvidia-cuda-nvrtc$2==$1.*" "nvidia-cuda-cccl$2==$1.*"
}

has_toolkit() {
    local root
    for root in ${CUDA_SYNC_CUDA_ROOT:-} ${CUDA_PATH:-} ${CUDA_HOME:-} /usr/local/cuda "$(wheel_dir 13.0)/nvidia/cu13"; do
        if { [ -f "$root/lib64/libnvrtc.so.13" ] || [ -f "$root/lib/libnvrtc.so.13" ]; } &&
            { [ -f "$root/include/cccl/cuda/atomic" ] || [ -f "$root/include/cuda/atomic" ]; }; then
            echo "using NVRTC 13 and headers from $root"
            return 0
        fi
    done
    return 1
}

has_toolkit || { install_wheels 13.0 "" && has_toolkit; }
cuda12="$(wheel_dir 12.8)/nvidia"
[ -f "$cuda12/cuda_nvrtc/lib/libnvrtc.so.12" ] && [ -f "$cuda12/cuda_cccl/include/cuda/atomic" ] ||
    install_wheels 12.8 -cu12

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
# A lean build, for machines with little free disk: line tables only (enough
# for a panic's backtrace) and no incremental caches.
export CARGO_PROFILE_DEV_DEBUG=line-tables-only CARGO_INCREMENTAL=0
export CUDA_SYNC_CACHE_DIR="$PWD/target/cuda-sync-cache"

cargo fmt --all --check
cargo clippy --workspace --all-targets --features cuda-sync/abi-layout -- -D warnings
cargo test --workspace --all-targets --features cuda-sync/abi-layout
cargo test --workspace --doc
echo "every kernel of the crates' libraries and examples through NVRTC: the check the README gives users"
cargo test --workspace --lib --bins --examples -- --ignored compiles_in_nvrtc
echo "PTX tests against NVRTC 12.8 (cuda-12080 build)"
CUDA_SYNC_CUDA_ROOT="$cuda12/cuda_nvrtc:$cuda12/cuda_cccl" \
    cargo test --test ptx --no-default-features --features cuda-12080
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
scripts/package.sh
