//! The one error type of the host runtime: one variant per phase, each keeping
//! its evidence and saying what to do.

use std::path::PathBuf;

use crate::bounds::Check;
use crate::toolkit::{install_command, NVRTC};

/// What went wrong between a kernel's source and its launch.
#[derive(Clone, Debug, thiserror::Error)]
pub enum Error {
    /// No NVRTC library of the crate's CUDA version in any searched root.
    #[error("NVRTC ({NVRTC}) not found under {}; install it with `{}`, or install the CUDA toolkit and set CUDA_SYNC_CUDA_ROOT to it", paths(.searched), install_command())]
    NvrtcNotFound {
        /// The roots searched, in order.
        searched: Vec<PathBuf>,
    },
    /// NVRTC was found but could not be loaded.
    #[error("could not load {}: {reason}", path.display())]
    NvrtcLoad {
        /// The library file.
        path: PathBuf,
        /// What the dynamic loader said.
        reason: String,
    },
    /// No libcu++ headers (`cuda/atomic`) in any searched root.
    #[error("libcu++ headers (cuda/atomic) not found under {} (include/cccl or include); install them with `{}`, or install the CUDA toolkit and set CUDA_SYNC_CUDA_ROOT to it", paths(.searched), install_command())]
    HeadersNotFound {
        /// The roots searched, in order.
        searched: Vec<PathBuf>,
    },
    /// The shim headers could not be written for NVRTC to read.
    #[error("could not write the cuda-sync headers to {}: {reason}", path.display())]
    Headers {
        /// The header that could not be written.
        path: PathBuf,
        /// What the file system said.
        reason: String,
    },
    /// No CUDA driver or no CUDA device.
    #[error("no CUDA device: {reason}")]
    NoDevice {
        /// What the driver said.
        reason: String,
    },
    /// NVRTC rejected the kernel. `log` names the Rust lines (`#line`).
    #[error("NVRTC could not compile kernel `{kernel}` (options {options:?}):\n{log}")]
    Compile {
        /// The kernel's name.
        kernel: String,
        /// NVRTC's log.
        log: String,
        /// The options NVRTC was given.
        options: Vec<String>,
        /// The CUDA C++ translation unit NVRTC was given.
        cuda: String,
    },
    /// The driver could not load the compiled kernel.
    #[error("could not load kernel `{kernel}`: {reason}")]
    Load {
        /// The kernel's name.
        kernel: String,
        /// What the driver said.
        reason: String,
    },
    /// The launch configuration was refused before anything reached the GPU.
    #[error("refused to launch `{kernel}`: {reason}")]
    InvalidLaunch {
        /// The kernel's name.
        kernel: String,
        /// Which size or argument is wrong, and what it must be.
        reason: String,
    },
    /// The launch or the work it started failed on the device.
    #[error("kernel `{kernel}` failed: {reason}")]
    Launch {
        /// The kernel's name.
        kernel: String,
        /// What the driver said.
        reason: String,
    },
    /// Compiling kernels ahead of time ([`crate::aot`]) failed.
    #[error("ahead-of-time kernels: {step}: {reason}")]
    Aot {
        /// What was being done.
        step: String,
        /// What went wrong.
        reason: String,
    },
    /// A device-side check failed in a kernel, which stopped there
    /// ([`crate::bounds`]). The CUDA context cannot be used after it.
    #[error("kernel `{kernel}` stopped: {}; the CUDA context cannot be used after this", stopped(*.check, *.index, *.len))]
    DeviceCheck {
        /// The kernel's name.
        kernel: String,
        /// The check that failed.
        check: Check,
        /// The count the check refused, where it records one: an index
        /// check records the length but not the index (`bounds.cuh`).
        index: Option<u64>,
        /// The length (or limit) it had to stay below.
        len: u64,
    },
}

fn paths(searched: &[PathBuf]) -> String {
    searched
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The failed check, with the count and the limit where the check has them.
fn stopped(check: Check, index: Option<u64>, len: u64) -> String {
    match (check, index) {
        (Check::Source | Check::Rewritten | Check::Clamp, _) => check.to_string(),
        // The divisor is 0, or -1 with the type's `MIN` as the dividend.
        (Check::Divide, Some(dividend)) if len == 0 => {
            format!("{check}: {dividend} (its 64 bits as unsigned) divided by 0")
        }
        (Check::Divide, Some(dividend)) => {
            format!("{check}: {} divided by -1", dividend as i64)
        }
        (Check::Assert, Some(line)) => format!("{check}, at line {line} of the kernel's file"),
        (Check::Domain, Some(number)) => format!("{check}: {}", number as i64),
        (_, Some(index)) => format!("{check}: {index} is not below {len}"),
        (_, None) => format!("{check}: one at or past {len}"),
    }
}
