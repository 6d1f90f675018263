//! Build steps:
//! - embeds every shim header under `cpp/include` (`$OUT_DIR/shim.rs`), so the
//!   runtime hands NVRTC exactly the headers of this crate;
//! - with the `abi-layout` feature only, compiles the C view of the
//!   kernel-argument ABI (`cpp/abi_layout.c`), which `tests/abi.rs` compares
//!   with the bindgen output in `src/abi.rs`. Without it no C compiler is needed.

use std::path::{Path, PathBuf};

const SHIM: &str = "cpp/include";

fn main() {
    println!("cargo:rerun-if-changed={SHIM}");
    #[cfg(feature = "abi-layout")]
    compile_abi_layout();
    embed_shim(Path::new(SHIM));
}

#[cfg(feature = "abi-layout")]
fn compile_abi_layout() {
    println!("cargo:rerun-if-changed=cpp/abi_layout.c");
    cc::Build::new()
        .file("cpp/abi_layout.c")
        .include(SHIM)
        .compile("cuda_sync_abi_layout");
}

fn embed_shim(root: &Path) {
    let mut headers = Vec::new();
    collect(root, &mut headers);
    headers.sort();
    let mut table = String::from("&[\n");
    for header in headers {
        println!("cargo:rerun-if-changed={}", header.display());
        let name = header
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        let absolute = header.canonicalize().expect("a header can be resolved");
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            absolute.display().to_string()
        ));
    }
    table.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("shim.rs"), table).expect("OUT_DIR is writable");
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("cpp/include is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("cuh" | "h")) {
            out.push(path);
        }
    }
}
