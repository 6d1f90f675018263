//! Finding NVRTC and the libcu++ headers of the CUDA version that the crate's
//! `cuda-*` feature selects ([`CUDA_VERSION`]).
//!
//! Searched in order: the roots in `CUDA_SYNC_CUDA_ROOT` (colon-separated),
//! `CUDA_PATH`, `CUDA_HOME`, `/usr/local/cuda`, then the PyPI wheels in
//! [`wheel_dir`] (where the README's test command installs them) and in every
//! site-packages folder `python3` knows. In each root, NVRTC is `lib64/` or
//! `lib/` [`NVRTC`], and the headers are `include/cccl` (CUDA 13) or `include`,
//! looked for in NVRTC's own root first.
//! NVRTC is loaded by full path, with its `libnvrtc-builtins` from the same
//! folder first.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::error::Error;
use crate::nvrtc::Nvrtc;

#[cfg(not(any(
    feature = "cuda-12040",
    feature = "cuda-12060",
    feature = "cuda-12080",
    feature = "cuda-13000"
)))]
compile_error!(
    "cuda-sync needs one CUDA version feature: cuda-12040, cuda-12060, cuda-12080 or cuda-13000 \
     (the same as your own cudarc feature)"
);

/// The CUDA version the crate was built for, `(major, minor)`: its driver
/// bindings, and the NVRTC and headers it searches for.
#[cfg(feature = "cuda-13000")]
pub const CUDA_VERSION: (u32, u32) = (13, 0);
/// The CUDA version the crate was built for, `(major, minor)`.
#[cfg(all(feature = "cuda-12080", not(feature = "cuda-13000")))]
pub const CUDA_VERSION: (u32, u32) = (12, 8);
/// The CUDA version the crate was built for, `(major, minor)`.
#[cfg(all(
    feature = "cuda-12060",
    not(any(feature = "cuda-12080", feature = "cuda-13000"))
))]
pub const CUDA_VERSION: (u32, u32) = (12, 6);
/// The CUDA version the crate was built for, `(major, minor)`.
#[cfg(all(
    feature = "cuda-12040",
    not(any(feature = "cuda-12060", feature = "cuda-12080", feature = "cuda-13000"))
))]
pub const CUDA_VERSION: (u32, u32) = (12, 4);

/// The file name of NVRTC for [`CUDA_VERSION`].
pub const NVRTC: &str = if CUDA_VERSION.0 == 13 {
    "libnvrtc.so.13"
} else {
    "libnvrtc.so.12"
};

/// The NVRTC library and the header folder NVRTC compiles against.
#[derive(Clone, Debug)]
pub struct Toolkit {
    /// The folder holding [`NVRTC`].
    pub nvrtc_dir: PathBuf,
    /// The folder holding `cuda/atomic`.
    pub cccl_include: PathBuf,
    pub(crate) nvrtc: Nvrtc,
}

/// The roots searched, in order.
pub fn search_roots() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Some(list) = std::env::var_os("CUDA_SYNC_CUDA_ROOT") {
        roots.extend(std::env::split_paths(&list));
    }
    for var in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(root) = std::env::var_os(var) {
            roots.push(PathBuf::from(root));
        }
    }
    roots.push(PathBuf::from("/usr/local/cuda"));
    let wheels = wheel_dir().into_iter().chain(python_site_packages());
    roots.extend(wheels.flat_map(|site| wheel_roots(&site)));
    roots
}

/// The roots the NVRTC and CCCL wheels of [`CUDA_VERSION`] make in a
/// site-packages folder: `nvidia/cu13` for CUDA 13; `nvidia/cuda_nvrtc` and
/// `nvidia/cuda_cccl` for CUDA 12.
fn wheel_roots(site: &Path) -> Vec<PathBuf> {
    let folders: &[&str] = if CUDA_VERSION.0 == 13 {
        &["nvidia/cu13"]
    } else {
        &["nvidia/cuda_nvrtc", "nvidia/cuda_cccl"]
    };
    folders.iter().map(|folder| site.join(folder)).collect()
}

/// Where the PyPI wheels of NVRTC and CCCL are installed for this crate:
/// `CUDA_SYNC_WHEEL_DIR`, else `cuda-sync/cuda-<major>.<minor>` under the
/// platform's local data folder (`~/.local/share` on Linux).
pub fn wheel_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CUDA_SYNC_WHEEL_DIR") {
        return Some(PathBuf::from(dir));
    }
    let (major, minor) = CUDA_VERSION;
    dirs::data_local_dir().map(|data| data.join(format!("cuda-sync/cuda-{major}.{minor}")))
}

/// The one command that installs NVRTC and the headers where [`wheel_dir`]
/// finds them.
pub fn install_command() -> String {
    let (major, minor) = CUDA_VERSION;
    let suffix = if major == 12 { "-cu12" } else { "" };
    let dir = wheel_dir().map_or("DIR".into(), |dir| dir.display().to_string());
    format!(
        "python3 -m pip install --target '{dir}' 'nvidia-cuda-nvrtc{suffix}=={major}.{minor}.*' \
         'nvidia-cuda-cccl{suffix}=={major}.{minor}.*'"
    )
}

/// The site-packages folders of `python3`, if it runs; none otherwise.
fn python_site_packages() -> Vec<PathBuf> {
    const LIST: &str = "import site, sysconfig\n\
        print('\\n'.join(site.getsitepackages() + [site.getusersitepackages(), sysconfig.get_paths()['purelib']]))";
    std::process::Command::new("python3")
        .args(["-c", LIST])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| {
            String::from_utf8_lossy(&output.stdout)
                .lines()
                .map(PathBuf::from)
                .collect()
        })
        .unwrap_or_default()
}

impl Toolkit {
    /// Finds NVRTC and the headers in [`search_roots`], and loads NVRTC. The
    /// search happens once per process.
    pub fn locate() -> Result<Toolkit, Error> {
        static FOUND: OnceLock<Result<Toolkit, Error>> = OnceLock::new();
        FOUND
            .get_or_init(|| Toolkit::locate_in(&search_roots()))
            .clone()
    }

    /// Finds NVRTC and the headers in `roots`, in order, and loads NVRTC.
    pub fn locate_in(roots: &[PathBuf]) -> Result<Toolkit, Error> {
        let searched = || roots.to_vec();
        let (root, nvrtc_dir) = roots
            .iter()
            .flat_map(|root| [(root, root.join("lib64")), (root, root.join("lib"))])
            .find(|(_, dir)| dir.join(NVRTC).is_file())
            .ok_or_else(|| Error::NvrtcNotFound {
                searched: searched(),
            })?;
        // NVRTC's own root first: its headers are those of its version.
        let cccl_include = headers_in(std::iter::once(root).chain(roots)).ok_or_else(|| {
            Error::HeadersNotFound {
                searched: searched(),
            }
        })?;
        load_builtins(&nvrtc_dir)?;
        let nvrtc = Nvrtc::load(&nvrtc_dir.join(NVRTC))?;
        Ok(Toolkit {
            nvrtc_dir,
            cccl_include,
            nvrtc,
        })
    }
}

/// The libcu++ headers alone (the folder holding `cuda/atomic`), in
/// [`search_roots`]: what a compiler with no headers of its own needs.
pub fn headers() -> Result<PathBuf, Error> {
    let roots = search_roots();
    headers_in(&roots).ok_or(Error::HeadersNotFound { searched: roots })
}

/// The first `include/cccl` or `include` folder of `roots` that holds `cuda/atomic`.
fn headers_in<'a>(roots: impl IntoIterator<Item = &'a PathBuf>) -> Option<PathBuf> {
    roots
        .into_iter()
        .flat_map(|root| [root.join("include/cccl"), root.join("include")])
        .find(|dir| dir.join("cuda/atomic").is_file())
}

/// Loads `libnvrtc-builtins.so.<major>.*` from `dir`, if it is there, so that
/// NVRTC finds its builtins even when `dir` is on no library path.
fn load_builtins(dir: &Path) -> Result<(), Error> {
    let prefix = format!("libnvrtc-builtins.so.{}.", CUDA_VERSION.0);
    let Some(path) = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .find(|path| {
            path.file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with(&prefix))
        })
    else {
        return Ok(());
    };
    // SAFETY: the builtins library has no initializers that touch our state;
    // it stays loaded for the life of the process (it is leaked on purpose).
    let library = unsafe { libloading::Library::new(&path) }.map_err(|error| Error::NvrtcLoad {
        path: path.clone(),
        reason: error.to_string(),
    })?;
    std::mem::forget(library);
    Ok(())
}
