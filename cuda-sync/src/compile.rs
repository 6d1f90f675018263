//! Kernel sources, NVRTC, and the on-disk cache of compiled PTX.
//!
//! The shim headers are embedded in the crate and written next to the cache, so
//! a user needs only NVRTC and libcu++. The cache key is the source, the options,
//! the NVRTC version and the architecture.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use cudarc::nvrtc::{self, CompileOptions};

use crate::error::Error;
use crate::toolkit::Toolkit;

/// A `#[device]` function: its CUDA C++ and the device functions it calls.
#[derive(Debug)]
pub struct DeviceFn {
    /// The CUDA C++ definition.
    pub cuda: &'static str,
    /// Device functions this one calls.
    pub calls: &'static [&'static DeviceFn],
}

/// A kernel as `#[kernel]` emits it.
#[derive(Debug)]
pub struct KernelSource {
    /// The `extern "C"` name.
    pub name: &'static str,
    /// The CUDA C++ of the kernel, with `#line` directives into the Rust file.
    pub cuda: &'static str,
    /// Device functions the kernel calls.
    pub calls: &'static [&'static DeviceFn],
}

/// Raw CUDA C++, compiled and launched by the same runtime but checked by
/// nobody: the path for kernels that show races. Launching one is `unsafe`
/// (cudarc's `launch`), and that is the point.
#[derive(Debug)]
pub struct RawKernel {
    /// The `extern "C"` name.
    pub name: &'static str,
    /// Complete CUDA C++; it may include `<cuda_sync.cuh>`.
    pub cuda: &'static str,
}

const SHIM: &[(&str, &str)] = &[
    (
        "cuda_sync.cuh",
        include_str!("../../cpp/include/cuda_sync.cuh"),
    ),
    (
        "cuda_sync/abi.h",
        include_str!("../../cpp/include/cuda_sync/abi.h"),
    ),
    (
        "cuda_sync/atomic.cuh",
        include_str!("../../cpp/include/cuda_sync/atomic.cuh"),
    ),
    (
        "cuda_sync/block.cuh",
        include_str!("../../cpp/include/cuda_sync/block.cuh"),
    ),
    (
        "cuda_sync/fence.cuh",
        include_str!("../../cpp/include/cuda_sync/fence.cuh"),
    ),
    (
        "cuda_sync/memory.cuh",
        include_str!("../../cpp/include/cuda_sync/memory.cuh"),
    ),
    (
        "cuda_sync/order.cuh",
        include_str!("../../cpp/include/cuda_sync/order.cuh"),
    ),
    (
        "cuda_sync/publish.cuh",
        include_str!("../../cpp/include/cuda_sync/publish.cuh"),
    ),
    (
        "cuda_sync/scope.cuh",
        include_str!("../../cpp/include/cuda_sync/scope.cuh"),
    ),
    (
        "cuda_sync/uniform.cuh",
        include_str!("../../cpp/include/cuda_sync/uniform.cuh"),
    ),
];

impl KernelSource {
    /// The whole translation unit: shim, device functions (callees first), kernel.
    pub fn translation_unit(&self) -> String {
        let mut device_fns: Vec<&'static DeviceFn> = Vec::new();
        for callee in self.calls {
            collect(callee, &mut device_fns);
        }
        let mut unit = String::from("#include <cuda_sync.cuh>\nusing namespace cuda_sync;\n\n");
        for device_fn in device_fns {
            unit.push_str(device_fn.cuda);
            unit.push('\n');
        }
        unit.push_str(self.cuda);
        unit
    }
}

fn collect(device_fn: &'static DeviceFn, out: &mut Vec<&'static DeviceFn>) {
    if out.iter().any(|seen| std::ptr::eq(*seen, device_fn)) {
        return;
    }
    for callee in device_fn.calls {
        collect(callee, out);
    }
    out.push(device_fn);
}

/// 64-bit FNV-1a: a cache key that is the same in every build of every toolchain.
fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for part in parts {
        for byte in part.iter().chain(&[0xff]) {
            hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// Compiles kernels to PTX through NVRTC, with a disk cache.
#[derive(Clone, Debug)]
pub struct Compiler {
    toolkit: Toolkit,
    cache_dir: Option<PathBuf>,
}

fn default_cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CUDA_SYNC_CACHE_DIR") {
        return Some(PathBuf::from(dir));
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("cuda-sync"))
}

impl Compiler {
    /// Finds NVRTC and the headers; caches under `CUDA_SYNC_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/cuda-sync` or `~/.cache/cuda-sync`.
    pub fn new() -> Result<Compiler, Error> {
        Ok(Compiler {
            toolkit: Toolkit::locate()?,
            cache_dir: default_cache_dir(),
        })
    }

    /// The same, with the cache in `dir`, or no disk cache at all for `None`.
    pub fn with_cache_dir(dir: Option<PathBuf>) -> Result<Compiler, Error> {
        Ok(Compiler {
            toolkit: Toolkit::locate()?,
            cache_dir: dir,
        })
    }

    /// The NVRTC version, `(major, minor)`.
    pub fn nvrtc_version(&self) -> (i32, i32) {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: NVRTC is loaded (Toolkit::locate) and writes two ints.
        unsafe { nvrtc::sys::nvrtcVersion(&mut major, &mut minor) };
        (major, minor)
    }

    /// PTX of `kernel` for `compute_<arch>` (e.g. 90 for an H200).
    pub fn ptx(&self, kernel: &KernelSource, arch: u32) -> Result<String, Error> {
        self.ptx_of(kernel.name, &kernel.translation_unit(), arch)
    }

    /// PTX of raw CUDA C++.
    pub fn raw_ptx(&self, kernel: &RawKernel, arch: u32) -> Result<String, Error> {
        self.ptx_of(kernel.name, kernel.cuda, arch)
    }

    fn ptx_of(&self, name: &str, source: &str, arch: u32) -> Result<String, Error> {
        let include = self.shim_dir()?;
        let options = vec![
            format!("--gpu-architecture=compute_{arch}"),
            "-std=c++17".to_string(),
            "-lineinfo".to_string(),
            format!("--include-path={}", include.display()),
            format!("--include-path={}", self.toolkit.cccl_include.display()),
        ];
        let (major, minor) = self.nvrtc_version();
        let key = fnv1a(&[
            source.as_bytes(),
            options.join(" ").as_bytes(),
            &[major as u8, minor as u8],
        ]);
        let cached = self
            .cache_dir
            .as_ref()
            .map(|dir| dir.join(format!("{name}-{key:016x}.ptx")));
        if let Some(ptx) = cached
            .as_deref()
            .and_then(|path| std::fs::read_to_string(path).ok())
        {
            if ptx.contains(".entry") {
                return Ok(ptx);
            }
        }
        let ptx = compile(name, source, &options)?;
        if let Some(path) = cached {
            // A cache that cannot be written only costs a recompile next time.
            let _ = write_atomically(&path, ptx.as_bytes());
        }
        Ok(ptx)
    }

    /// The embedded shim headers, written once per content hash.
    fn shim_dir(&self) -> Result<PathBuf, Error> {
        let contents: Vec<&[u8]> = SHIM
            .iter()
            .flat_map(|(name, text)| [name.as_bytes(), text.as_bytes()])
            .collect();
        let base = self
            .cache_dir
            .clone()
            .unwrap_or_else(|| std::env::temp_dir().join("cuda-sync"));
        let dir = base.join(format!("include-{:016x}", fnv1a(&contents)));
        for (name, text) in SHIM {
            let path = dir.join(name);
            if std::fs::read_to_string(&path).is_ok_and(|existing| existing == *text) {
                continue;
            }
            write_atomically(&path, text.as_bytes()).map_err(|error| Error::Headers {
                path: path.clone(),
                reason: error.to_string(),
            })?;
        }
        Ok(dir)
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let parent = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let unique = format!(
        "{}.{}",
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    );
    let temporary = parent.join(format!(
        ".{unique}.{}",
        path.file_name().unwrap_or_default().to_string_lossy()
    ));
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path)
}

fn compile(name: &str, source: &str, options: &[String]) -> Result<String, Error> {
    let opts = CompileOptions {
        options: options.to_vec(),
        name: Some(format!("{name}.cu")),
        ..Default::default()
    };
    nvrtc::compile_ptx_with_opts(source, opts)
        .map(|ptx| ptx.to_src())
        .map_err(|error| {
            let log = match error {
                nvrtc::CompileError::CompileError { log, .. } => log.to_string_lossy().into_owned(),
                other => format!("{other:?}"),
            };
            Error::Compile {
                kernel: name.to_string(),
                log,
                options: options.to_vec(),
                source: source.to_string(),
            }
        })
}
