//! The compiler: kernel sources to PTX (to read) or CUBIN (to load), through
//! NVRTC and the disk cache.
//!
//! The shim headers are embedded in the crate and written next to the cache, so
//! a user needs only NVRTC and libcu++.

use std::path::PathBuf;

use crate::cache;
use crate::error::Error;
use crate::nvrtc::Product;
use crate::source::{KernelSource, RawKernel, Shape};
use crate::toolkit::Toolkit;

/// Compiles kernels to PTX through NVRTC, with a disk cache.
#[derive(Clone, Debug)]
pub struct Compiler {
    toolkit: Toolkit,
    cache_dir: Option<PathBuf>,
}

impl Compiler {
    /// Finds NVRTC and the headers; caches in `CUDA_SYNC_CACHE_DIR`, else
    /// `cuda-sync` under the platform's cache folder (`~/.cache` on Linux).
    pub fn new() -> Result<Compiler, Error> {
        Compiler::with_cache_dir(cache::default_dir())
    }

    /// The same, with the cache in `dir`, or no disk cache at all for `None`.
    pub fn with_cache_dir(dir: Option<PathBuf>) -> Result<Compiler, Error> {
        Ok(Compiler {
            toolkit: Toolkit::locate()?,
            cache_dir: dir,
        })
    }

    /// The folder compiled kernels are cached in, if any.
    pub fn cache_dir(&self) -> Option<&std::path::Path> {
        self.cache_dir.as_deref()
    }

    /// The NVRTC version, `(major, minor)`.
    pub fn nvrtc_version(&self) -> (i32, i32) {
        self.toolkit.nvrtc.version()
    }

    /// PTX of `kernel` for `compute_<arch>` (e.g. 90 for an H200).
    pub fn ptx(&self, kernel: &KernelSource, arch: u32) -> Result<String, Error> {
        self.ptx_for(kernel, arch, Shape::ANY)
    }

    /// PTX of `kernel` for `compute_<arch>`, for launches of `shape`.
    pub fn ptx_for(&self, kernel: &KernelSource, arch: u32, shape: Shape) -> Result<String, Error> {
        self.text(kernel.name, &kernel.translation_unit_for(shape), arch)
    }

    /// PTX of raw CUDA C++.
    pub fn raw_ptx(&self, kernel: &RawKernel, arch: u32) -> Result<String, Error> {
        self.text(kernel.name, kernel.cuda, arch)
    }

    /// Machine code of `kernel` for `sm_<arch>`.
    pub fn cubin(&self, kernel: &KernelSource, arch: u32) -> Result<Vec<u8>, Error> {
        self.cubin_for(kernel, arch, Shape::ANY)
    }

    /// Machine code of `kernel` for `sm_<arch>`, for launches of `shape`.
    pub fn cubin_for(
        &self,
        kernel: &KernelSource,
        arch: u32,
        shape: Shape,
    ) -> Result<Vec<u8>, Error> {
        self.product(
            kernel.name,
            &kernel.translation_unit_for(shape),
            arch,
            Product::Cubin,
        )
    }

    /// Compiles `kernel` to machine code for `sm_<arch>` for launches of any
    /// shape and for one specialized shape, a flat grid of blocks of 256
    /// threads (a shape's `#define`s only replace the bodies of functions of
    /// `rank.cuh` and one constant, so every shape compiles when these two
    /// do), as a launch would, and keeps nothing: the check a kernel's
    /// `compiles_in_nvrtc` test makes (`#[kernel]` emits one, ignored unless
    /// asked for), on a machine with NVRTC and no GPU.
    pub fn check(&self, kernel: &KernelSource, arch: u32) -> Result<(), Error> {
        let specialized = Shape {
            block: Some([256, 1, 1]),
            flat_grid: true,
        };
        for shape in [Shape::ANY, specialized] {
            self.cubin_for(kernel, arch, shape)?;
        }
        Ok(())
    }

    /// Machine code of raw CUDA C++.
    pub fn raw_cubin(&self, kernel: &RawKernel, arch: u32) -> Result<Vec<u8>, Error> {
        self.product(kernel.name, kernel.cuda, arch, Product::Cubin)
    }

    fn text(&self, name: &str, source: &str, arch: u32) -> Result<String, Error> {
        let ptx = self.product(name, source, arch, Product::Ptx)?;
        Ok(String::from_utf8_lossy(&ptx).into_owned())
    }

    fn product(
        &self,
        name: &str,
        source: &str,
        arch: u32,
        product: Product,
    ) -> Result<Vec<u8>, Error> {
        let include = cache::shim_dir(self.cache_dir.as_deref())?;
        let target = match product {
            Product::Ptx => format!("--gpu-architecture=compute_{arch}"),
            Product::Cubin => format!("--gpu-architecture=sm_{arch}"),
        };
        let options = vec![
            target,
            "-std=c++17".to_string(),
            "-lineinfo".to_string(),
            // Rust rounds `a * b` before `+ c`; a fused multiply-add is
            // written as one (`mul_add`).
            "--fmad=false".to_string(),
            format!("--include-path={}", include.display()),
            format!("--include-path={}", self.toolkit.cccl_include.display()),
        ];
        let (major, minor) = self.nvrtc_version();
        let key = cache::key(&[
            source.as_bytes(),
            options.join(" ").as_bytes(),
            &[major as u8, minor as u8],
        ]);
        let extension = if product == Product::Ptx {
            "ptx"
        } else {
            "cubin"
        };
        let entry = self
            .cache_dir
            .as_ref()
            .map(|dir| dir.join(format!("{name}-{key}.{extension}")));
        if let Some(bytes) = entry.as_deref().and_then(cache::read) {
            return Ok(bytes);
        }
        let bytes = self
            .toolkit
            .nvrtc
            .compile(name, source, &options, product)?;
        if let Some(path) = entry {
            cache::write(&path, &bytes);
        }
        Ok(bytes)
    }
}
