//! The build-time half of [`crate::aot`]: compiling a crate's kernels from its
//! `build.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::unit_key;
use crate::cache;
use crate::compile::Compiler;
use crate::error::Error;
use crate::source::KernelSource;
use crate::toolkit;

/// Compiles kernels ahead of time into a table of [`Prebuilt`](super::Prebuilt)
/// entries (see [`crate::aot`]).
#[derive(Debug, Default)]
pub struct Build {
    archs: Vec<u32>,
    kernels: Vec<&'static KernelSource>,
    out_dir: Option<PathBuf>,
}

/// What compiles the CUDA C++.
enum Backend {
    /// `nvcc`, with the shim headers written to `shim`, and libcu++'s found
    /// by the toolkit search where `nvcc` has none of its own.
    Nvcc {
        nvcc: PathBuf,
        shim: PathBuf,
        cccl: Option<PathBuf>,
    },
    /// NVRTC, as at run time but with no cache.
    Nvrtc(Compiler),
}

impl Build {
    /// No architectures and no kernels yet.
    pub fn new() -> Build {
        Build::default()
    }

    /// Adds CUBIN for `sm_<arch>` (90 for an H100 or H200). The newest
    /// architecture listed also gets PTX, for the GPUs after it.
    pub fn arch(mut self, arch: u32) -> Build {
        self.archs.push(arch);
        self
    }

    /// Adds a kernel (`my_kernel::SOURCE`).
    pub fn kernel(mut self, kernel: &'static KernelSource) -> Build {
        self.kernels.push(kernel);
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Build {
        self.out_dir = Some(dir.into());
        self
    }

    /// Compiles every kernel for every architecture and writes the table to
    /// `<out dir>/<name>.rs`, for [`prebuilt!`](crate::prebuilt)`(name)`.
    pub fn compile(&self, name: &str) -> Result<(), Error> {
        let out = self.out_dir.clone().unwrap_or_else(|| {
            PathBuf::from(std::env::var_os("OUT_DIR").expect("run from a build script"))
        });
        let newest = *self
            .archs
            .iter()
            .max()
            .ok_or_else(|| refused("no architecture listed"))?;
        let backend = Backend::find(&out)?;
        let mut table = format!("// compiled by {}\n&[\n", backend.name());
        for kernel in &self.kernels {
            let key = unit_key(kernel);
            let targets = self
                .archs
                .iter()
                .map(|&arch| (arch, "Cubin"))
                .chain([(newest, "Ptx")]);
            for (arch, code) in targets {
                let bytes = backend.compile(kernel, arch, code == "Ptx")?;
                let file = out.join(format!("{}-{arch}.{}", kernel.name, code.to_lowercase()));
                std::fs::write(&file, bytes).map_err(|error| written(&file, error))?;
                table.push_str(&format!(
                    "    ::cuda_sync::aot::Prebuilt {{ name: {:?}, key: {key:?}, arch: {arch}, \
                     code: ::cuda_sync::aot::Code::{code}, bytes: include_bytes!({:?}) }},\n",
                    kernel.name,
                    file.display().to_string()
                ));
            }
        }
        table.push(']');
        let file = out.join(format!("{name}.rs"));
        std::fs::write(&file, table).map_err(|error| written(&file, error))
    }
}

impl Backend {
    /// `nvcc` where `cc` finds one that runs, else NVRTC.
    fn find(out: &Path) -> Result<Backend, Error> {
        let nvcc = cc::Build::new()
            .cuda(true)
            .cargo_warnings(false)
            .try_get_compiler()
            .map(|tool| tool.path().to_path_buf())
            .ok()
            .filter(|nvcc| {
                Command::new(nvcc)
                    .arg("--version")
                    .output()
                    .is_ok_and(|o| o.status.success())
            });
        match nvcc {
            Some(nvcc) => Ok(Backend::Nvcc {
                cccl: (!has_own_headers(&nvcc))
                    .then(toolkit::headers)
                    .transpose()?,
                shim: cache::shim_dir(Some(out))?,
                nvcc,
            }),
            None => Ok(Backend::Nvrtc(Compiler::with_cache_dir(None)?)),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Backend::Nvcc { .. } => "nvcc",
            Backend::Nvrtc(_) => "NVRTC",
        }
    }

    /// CUBIN for `sm_<arch>`, or NUL-terminated PTX for `compute_<arch>`.
    fn compile(&self, kernel: &KernelSource, arch: u32, ptx: bool) -> Result<Vec<u8>, Error> {
        let mut bytes = match self {
            Backend::Nvrtc(compiler) if ptx => compiler.ptx(kernel, arch)?.into_bytes(),
            Backend::Nvrtc(compiler) => compiler.cubin(kernel, arch)?,
            Backend::Nvcc { nvcc, shim, cccl } => {
                let includes = std::iter::once(shim).chain(cccl).collect::<Vec<_>>();
                nvcc_compile(nvcc, &includes, kernel, arch, ptx)?
            }
        };
        if ptx && bytes.last() != Some(&0) {
            bytes.push(0);
        }
        Ok(bytes)
    }
}

/// Whether `nvcc`'s toolkit carries libcu++ (`<bin>/../include[/cccl]/cuda/atomic`).
fn has_own_headers(nvcc: &Path) -> bool {
    let root = nvcc.parent().and_then(Path::parent);
    root.is_some_and(|root| {
        ["include/cccl/cuda/atomic", "include/cuda/atomic"]
            .iter()
            .any(|header| root.join(header).is_file())
    })
}

fn nvcc_compile(
    nvcc: &Path,
    includes: &[&PathBuf],
    kernel: &KernelSource,
    arch: u32,
    ptx: bool,
) -> Result<Vec<u8>, Error> {
    let dir = includes[0].join("..").join(format!("aot-{}", kernel.name));
    let source = dir.join(format!("{}.cu", kernel.name));
    let output = dir.join(if ptx { "out.ptx" } else { "out.cubin" });
    std::fs::create_dir_all(&dir).map_err(|error| written(&dir, error))?;
    std::fs::write(&source, kernel.translation_unit()).map_err(|error| written(&source, error))?;
    let (mode, target) = if ptx {
        ("-ptx", format!("-arch=compute_{arch}"))
    } else {
        ("-cubin", format!("-arch=sm_{arch}"))
    };
    let options: Vec<String> = [
        mode.to_string(),
        target,
        "-std=c++17".into(),
        "-lineinfo".into(),
        // As NVRTC is run (`compile.rs`): no contraction Rust would not do.
        "--fmad=false".into(),
    ]
    .into_iter()
    .chain(includes.iter().map(|dir| format!("-I{}", dir.display())))
    .collect();
    let run = Command::new(nvcc)
        .args(&options)
        .arg("-o")
        .arg(&output)
        .arg(&source)
        .output()
        .map_err(|error| refused(&format!("could not run {}: {error}", nvcc.display())))?;
    if !run.status.success() {
        return Err(Error::Aot {
            step: format!(
                "{} {} {}",
                nvcc.display(),
                options.join(" "),
                source.display()
            ),
            reason: String::from_utf8_lossy(&run.stderr).into_owned(),
        });
    }
    std::fs::read(&output).map_err(|error| written(&output, error))
}

fn refused(reason: &str) -> Error {
    Error::Aot {
        step: "the build".into(),
        reason: reason.to_string(),
    }
}

fn written(path: &Path, error: std::io::Error) -> Error {
    Error::Aot {
        step: format!("writing {}", path.display()),
        reason: error.to_string(),
    }
}
