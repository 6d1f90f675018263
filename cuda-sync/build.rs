//! Compiles the C view of the kernel-argument ABI (`cpp/abi_layout.c`), which the
//! abi tests compare with the bindgen output in `src/abi.rs`.

fn main() {
    println!("cargo:rerun-if-changed=../cpp/abi_layout.c");
    println!("cargo:rerun-if-changed=../cpp/include/cuda_sync/abi.h");
    cc::Build::new()
        .file("../cpp/abi_layout.c")
        .include("../cpp/include")
        .compile("cuda_sync_abi_layout");
}
