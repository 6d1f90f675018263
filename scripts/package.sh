#!/usr/bin/env bash
# Packages cuda-sync-macros and cuda-sync as `cargo publish` would, then builds
# a scratch project against the packaged files only (no path into this tree):
# the kernel it holds is compiled to PTX through the shim headers inside the
# packaged crate, which checks that the crate carries everything it needs.
set -euo pipefail
cd "$(dirname "$0")/.."

target="$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')"
rm -rf "$target/package"
cargo package -p cuda-sync-macros -p cuda-sync --allow-dirty
cargo publish --dry-run -p cuda-sync-macros -p cuda-sync --allow-dirty

scratch="$target/package-scratch"
rm -rf "$scratch"
mkdir -p "$scratch/unpacked" "$scratch/user/src"
for crate in cuda-sync-macros cuda-sync; do
    tar -xzf "$target/package/$crate-0.1.0.crate" -C "$scratch/unpacked"
done
cat >"$scratch/user/Cargo.toml" <<TOML
[package]
name = "packaged-user"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
cuda-sync = "0.1.0"

[patch.crates-io]
cuda-sync = { path = "$scratch/unpacked/cuda-sync-0.1.0" }
cuda-sync-macros = { path = "$scratch/unpacked/cuda-sync-macros-0.1.0" }

[workspace]
TOML
cat >"$scratch/user/src/main.rs" <<'RUST'
use cuda_sync::launch::Compiler;
use cuda_sync::prelude::*;

#[kernel]
pub fn count_blocks(block: ThisBlock, #[len(1)] tally: Global<u32>) {
    tally.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
}

fn main() -> Result<(), cuda_sync::Error> {
    let ptx = Compiler::new()?.ptx(&count_blocks::SOURCE, 90)?;
    assert!(ptx.contains("atom.add.relaxed.gpu.u32"), "{ptx}");
    println!("the packaged crate compiled count_blocks: atom.add.relaxed.gpu.u32");
    Ok(())
}
RUST
cp Cargo.lock "$scratch/user/Cargo.lock"
(cd "$scratch/user" && CARGO_TARGET_DIR="$scratch/target" cargo run --quiet)
