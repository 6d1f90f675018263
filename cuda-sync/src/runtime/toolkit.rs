//! Finding NVRTC and the libcu++ headers.
//!
//! Searched in order: the roots in `CUDA_SYNC_CUDA_ROOT` (colon-separated; a
//! PyPI `nvidia/cu13` folder works), `CUDA_PATH`, `CUDA_HOME`, `/usr/local/cuda`,
//! then the `nvidia/cu13` folder of every site-packages folder `python3` knows
//! (where `pip install nvidia-cuda-nvrtc nvidia-cuda-cccl` puts them). In each root, NVRTC is `lib64/` or `lib/`
//! `libnvrtc.so.13`, and the headers are `include/cccl` (CUDA 13) or `include`.
//! NVRTC is loaded by full path, with `libnvrtc-builtins` from the same folder
//! first, so cudarc's later load by name finds the same library.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::error::Error;

/// The NVRTC library and the header folder NVRTC compiles against.
#[derive(Clone, Debug)]
pub struct Toolkit {
    /// The folder holding `libnvrtc.so.13`.
    pub nvrtc_dir: PathBuf,
    /// The folder holding `cuda/atomic`.
    pub cccl_include: PathBuf,
}

const NVRTC: &str = "libnvrtc.so.13";
const NVRTC_BUILTINS: &str = "libnvrtc-builtins.so.13.0";

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
    roots.extend(
        python_site_packages()
            .into_iter()
            .map(|site| site.join("nvidia/cu13")),
    );
    roots
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
        let nvrtc_dir = roots
            .iter()
            .flat_map(|root| [root.join("lib64"), root.join("lib")])
            .find(|dir| dir.join(NVRTC).is_file())
            .ok_or_else(|| Error::NvrtcNotFound {
                searched: searched(),
            })?;
        let cccl_include = roots
            .iter()
            .flat_map(|root| [root.join("include/cccl"), root.join("include")])
            .find(|dir| dir.join("cuda/atomic").is_file())
            .ok_or_else(|| Error::HeadersNotFound {
                searched: searched(),
            })?;
        load_nvrtc(&nvrtc_dir)?;
        Ok(Toolkit {
            nvrtc_dir,
            cccl_include,
        })
    }
}

fn load_nvrtc(dir: &Path) -> Result<(), Error> {
    for name in [NVRTC_BUILTINS, NVRTC] {
        let path = dir.join(name);
        // SAFETY: NVRTC's initializers only set up its own state; the library
        // stays loaded for the life of the process (it is leaked on purpose).
        let library =
            unsafe { libloading::Library::new(&path) }.map_err(|error| Error::NvrtcLoad {
                path: path.clone(),
                reason: error.to_string(),
            })?;
        std::mem::forget(library);
    }
    Ok(())
}
