//! Ahead-of-time kernels: machine code compiled when the crate is built, so a
//! deployed binary needs neither NVRTC nor the headers.
//!
//! A crate's `build.rs` hands its kernels to `Build` (feature `aot`), which
//! compiles each for the listed architectures to CUBIN with `nvcc` (found
//! through `cc`), or with NVRTC where there is no `nvcc`, plus PTX of the
//! newest one for the GPUs after it, and writes a table of [`Prebuilt`]
//! entries into `OUT_DIR`. The program includes it with [`prebuilt!`](crate::prebuilt)
//! and gives it to [`Runtime::with_prebuilt`](crate::Runtime::with_prebuilt):
//!
//! ```ignore
//! // build.rs (the kernels live in a crate that is a build-dependency)
//! fn main() {
//!     cuda_sync::aot::Build::new()
//!         .arch(90)
//!         .kernel(&my_kernels::sum::SOURCE)
//!         .compile("kernels")
//!         .expect("the kernels compile");
//! }
//!
//! // main.rs
//! let runtime = Runtime::new(0)?.with_prebuilt(cuda_sync::prebuilt!("kernels"));
//! ```
//!
//! The runtime uses an entry only if its kernel's translation unit is the one
//! it was built from (its SHA-256 is in the entry): CUBIN of the device's own
//! architecture first, else PTX of an older one (which the driver compiles),
//! else NVRTC as without the table.

use crate::cache;
use crate::source::KernelSource;

/// What a [`Prebuilt`] entry holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// Machine code for `sm_<arch>` exactly.
    Cubin,
    /// PTX for `compute_<arch>` (NUL-terminated), which the driver compiles
    /// for the device at hand: any GPU of that architecture or later.
    Ptx,
}

/// One kernel compiled ahead of time for one architecture.
#[derive(Clone, Copy, Debug)]
pub struct Prebuilt {
    /// The kernel's `extern "C"` name.
    pub name: &'static str,
    /// [`unit_key`] of the translation unit the code was compiled from.
    pub key: &'static str,
    /// The architecture, as one number (90 for sm_90).
    pub arch: u32,
    /// CUBIN or PTX.
    pub code: Code,
    /// The code itself.
    pub bytes: &'static [u8],
}

/// The key a [`Prebuilt`] entry of `kernel` carries: the SHA-256 of its name
/// and whole translation unit.
pub fn unit_key(kernel: &KernelSource) -> String {
    cache::key(&[kernel.name.as_bytes(), kernel.translation_unit().as_bytes()])
}

/// The entry to load for `kernel` on a device of architecture `arch`: CUBIN
/// for `arch` itself, else the PTX of the newest architecture not after it.
pub fn find(table: &[Prebuilt], kernel: &KernelSource, arch: u32) -> Option<&'static [u8]> {
    let key = unit_key(kernel);
    let of_kernel = || {
        table
            .iter()
            .filter(|entry| entry.name == kernel.name && entry.key == key)
    };
    of_kernel()
        .find(|entry| entry.code == Code::Cubin && entry.arch == arch)
        .or_else(|| {
            of_kernel()
                .filter(|entry| entry.code == Code::Ptx && entry.arch <= arch)
                .max_by_key(|entry| entry.arch)
        })
        .map(|entry| entry.bytes)
}

/// The table that `Build::compile(name)` wrote into `OUT_DIR`, as a
/// `&'static [Prebuilt]`.
#[macro_export]
macro_rules! prebuilt {
    ($name:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $name, ".rs"))
    };
}

#[cfg(feature = "aot")]
pub use build::Build;

#[cfg(feature = "aot")]
mod build;

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: KernelSource = KernelSource {
        name: "k",
        cuda: "extern \"C\" __global__ void k() {}",
        calls: &[],
        constants: &[],
        structs: &[],
        generics: &[],
        max_threads_per_block: None,
        dynamic_shared_bytes: 0,
    };

    fn entry(key: &'static str, arch: u32, code: Code, bytes: &'static [u8]) -> Prebuilt {
        Prebuilt {
            name: "k",
            key,
            arch,
            code,
            bytes,
        }
    }

    #[test]
    fn cubin_of_the_device_first_then_the_newest_ptx_not_after_it() {
        let key: &'static str = unit_key(&KERNEL).leak();
        let table = [
            entry(key, 80, Code::Ptx, b"ptx80"),
            entry(key, 90, Code::Ptx, b"ptx90"),
            entry(key, 90, Code::Cubin, b"sm90"),
        ];
        assert_eq!(find(&table, &KERNEL, 90), Some(&b"sm90"[..]));
        assert_eq!(find(&table, &KERNEL, 100), Some(&b"ptx90"[..]));
        assert_eq!(find(&table, &KERNEL, 86), Some(&b"ptx80"[..]));
        assert_eq!(find(&table, &KERNEL, 75), None);
    }

    #[test]
    fn an_entry_built_from_another_source_is_never_used() {
        let table = [entry("0000", 90, Code::Cubin, b"stale")];
        assert_eq!(find(&table, &KERNEL, 90), None);
    }
}
