//! The one error type of the host runtime: one variant per phase, each keeping
//! its evidence and saying what to do.

use crate::bounds::Check;
use std::fmt;
use std::path::PathBuf;

/// What went wrong between a kernel's source and its launch.
#[derive(Clone, Debug)]
pub enum Error {
    /// No `libnvrtc.so.13` in any searched root.
    NvrtcNotFound { searched: Vec<PathBuf> },
    /// NVRTC was found but could not be loaded.
    NvrtcLoad { path: PathBuf, reason: String },
    /// No libcu++ headers (`cuda/atomic`) in any searched root.
    HeadersNotFound { searched: Vec<PathBuf> },
    /// The shim headers could not be written for NVRTC to read.
    Headers { path: PathBuf, reason: String },
    /// No CUDA driver or no CUDA device.
    NoDevice { reason: String },
    /// NVRTC rejected the kernel. `log` names the Rust lines (`#line`).
    Compile {
        kernel: String,
        log: String,
        options: Vec<String>,
        source: String,
    },
    /// The driver could not load the compiled kernel.
    Load { kernel: String, reason: String },
    /// The launch configuration was refused before anything reached the GPU.
    InvalidLaunch { kernel: String, reason: String },
    /// The launch or the work it started failed on the device.
    Launch { kernel: String, reason: String },
    /// A device-side check failed in a kernel, which stopped there
    /// ([`crate::bounds`]). The CUDA context cannot be used after it.
    DeviceCheck {
        kernel: String,
        check: crate::bounds::Check,
        index: u64,
        len: u64,
    },
}

const INSTALL_HINT: &str = "install the CUDA 13.0 toolkit, or `python3 -m pip install --target DIR \
'nvidia-cuda-nvrtc==13.0.*' 'nvidia-cuda-cccl==13.0.*'` and set CUDA_SYNC_CUDA_ROOT=DIR/nvidia/cu13";

fn paths(searched: &[PathBuf]) -> String {
    searched
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NvrtcNotFound { searched } => {
                write!(f, "NVRTC (libnvrtc.so.13) not found under {}; {INSTALL_HINT}", paths(searched))
            }
            Error::NvrtcLoad { path, reason } => write!(f, "could not load {}: {reason}", path.display()),
            Error::HeadersNotFound { searched } => write!(
                f,
                "libcu++ headers (cuda/atomic) not found under {} (include/cccl or include); {INSTALL_HINT}",
                paths(searched)
            ),
            Error::Headers { path, reason } => {
                write!(f, "could not write the cuda-sync headers to {}: {reason}", path.display())
            }
            Error::NoDevice { reason } => write!(f, "no CUDA device: {reason}"),
            Error::Compile { kernel, log, options, .. } => {
                write!(f, "NVRTC could not compile kernel `{kernel}` (options {options:?}):\n{log}")
            }
            Error::Load { kernel, reason } => write!(f, "could not load kernel `{kernel}`: {reason}"),
            Error::DeviceCheck { kernel, check: check @ (Check::Source | Check::Rewritten), .. } => write!(
                f,
                "kernel `{kernel}` stopped: {check}; the CUDA context cannot be used after this"
            ),
            Error::DeviceCheck { kernel, check, index, len } => write!(
                f,
                "kernel `{kernel}` stopped: {check}: {index} is not below {len}; the CUDA context cannot be used after this"
            ),
            Error::InvalidLaunch { kernel, reason } => write!(f, "refused to launch `{kernel}`: {reason}"),
            Error::Launch { kernel, reason } => write!(f, "kernel `{kernel}` failed: {reason}"),
        }
    }
}

impl std::error::Error for Error {}
