//! Environment faults give a clear error, never a panic: NVRTC or headers
//! missing, NVRTC unloadable, no GPU, a corrupt or unwritable cache, a compile
//! error in the kernel.
//!
//! The tests that compile need NVRTC; without it they print why and pass,
//! unless `CUDA_SYNC_REQUIRE_NVRTC=1`, where they fail.

use std::path::{Path, PathBuf};

use cuda_sync::launch::{open_device, Compiler};
use cuda_sync::toolkit::{Toolkit, CUDA_VERSION, NVRTC};
use cuda_sync::{Error, RawKernel};

/// A fresh, empty folder for one test, inside the target folder (Cargo's
/// `CARGO_TARGET_TMPDIR`), so that no run leaves folders in the system's.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn touch(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn missing_nvrtc_is_reported_with_the_folders_searched() {
    let root = scratch("no-nvrtc");
    match Toolkit::locate_in(std::slice::from_ref(&root)) {
        Err(Error::NvrtcNotFound { searched }) => assert_eq!(searched, [root]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn missing_headers_are_reported() {
    let root = scratch("no-headers");
    touch(&root.join("lib64").join(NVRTC), "");
    assert!(matches!(
        Toolkit::locate_in(&[root]),
        Err(Error::HeadersNotFound { .. })
    ));
}

#[test]
fn an_nvrtc_that_will_not_load_is_an_error() {
    let root = scratch("bad-nvrtc");
    touch(&root.join("lib64").join(NVRTC), "not a shared library");
    let builtins = format!("libnvrtc-builtins.so.{}.{}", CUDA_VERSION.0, CUDA_VERSION.1);
    touch(&root.join("lib64").join(builtins), "not a shared library");
    touch(&root.join("include/cccl/cuda/atomic"), "");
    match Toolkit::locate_in(&[root]) {
        Err(error @ Error::NvrtcLoad { .. }) => {
            assert!(error.to_string().starts_with("could not load"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_driver_is_no_device_not_a_panic() {
    match open_device(0) {
        Ok(_) => eprintln!("a CUDA device is present; nothing to check"),
        Err(error) => assert!(matches!(error, Error::NoDevice { .. }), "{error:?}"),
    }
}

fn compiler_with_cache(dir: Option<PathBuf>) -> Option<Compiler> {
    match Compiler::with_cache_dir(dir) {
        Ok(compiler) => Some(compiler),
        Err(error) if std::env::var_os("CUDA_SYNC_REQUIRE_NVRTC").is_some() => {
            panic!("CUDA_SYNC_REQUIRE_NVRTC is set but NVRTC is unusable: {error}")
        }
        Err(error) => {
            eprintln!("skipping: {error}");
            None
        }
    }
}

static ADD_ONE: RawKernel = RawKernel {
    name: "add_one",
    cuda: "extern \"C\" __global__ void add_one(float *x) { x[threadIdx.x] += 1.0f; }\n",
};

#[test]
fn a_corrupt_cache_entry_is_compiled_again() {
    let cache = scratch("corrupt-cache");
    let Some(compiler) = compiler_with_cache(Some(cache.clone())) else {
        return;
    };
    let fresh = compiler.raw_ptx(&ADD_ONE, 90).unwrap();
    let entry = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "ptx"))
        .expect("the PTX was cached");
    assert_eq!(
        compiler.raw_ptx(&ADD_ONE, 90).unwrap(),
        fresh,
        "read back from the cache"
    );
    let corrupt = std::fs::read_to_string(&entry)
        .unwrap()
        .replace("add.f32", "add.f64");
    std::fs::write(&entry, corrupt).unwrap();
    assert_eq!(
        compiler.raw_ptx(&ADD_ONE, 90).unwrap(),
        fresh,
        "the corrupt entry was not used"
    );
    std::fs::write(&entry, "").unwrap();
    assert_eq!(
        compiler.raw_ptx(&ADD_ONE, 90).unwrap(),
        fresh,
        "the empty entry was not used"
    );
}

#[test]
fn an_unwritable_cache_still_compiles() {
    let file = scratch("unwritable-cache").join("a-file");
    touch(&file, "");
    let Some(compiler) = compiler_with_cache(Some(file.join("cache"))) else {
        return;
    };
    assert!(compiler
        .raw_ptx(&ADD_ONE, 90)
        .unwrap()
        .contains(".entry add_one"));
}

#[test]
fn a_compile_error_names_the_rust_line() {
    static BROKEN: RawKernel = RawKernel {
        name: "broken",
        cuda: "#line 7 \"src/kernels.rs\"\nextern \"C\" __global__ void broken(float *x) { x[0] = undeclared; }\n",
    };
    let Some(compiler) = compiler_with_cache(None) else {
        return;
    };
    match compiler.raw_ptx(&BROKEN, 90) {
        Err(Error::Compile {
            kernel, log, cuda, ..
        }) => {
            assert_eq!(kernel, "broken");
            assert!(
                log.contains("src/kernels.rs(7)") && log.contains("undeclared"),
                "{log}"
            );
            assert_eq!(cuda, BROKEN.cuda);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn kernels_load_as_machine_code_for_the_gpu() {
    let Some(compiler) = compiler_with_cache(Some(scratch("cubin"))) else {
        return;
    };
    let cubin = compiler.raw_cubin(&ADD_ONE, 90).unwrap();
    assert_eq!(&cubin[..4], b"\x7fELF", "NVRTC's CUBIN is an ELF image");
    assert_eq!(
        compiler.raw_cubin(&ADD_ONE, 90).unwrap(),
        cubin,
        "read back from the cache"
    );
}

#[test]
fn python_site_packages_are_searched_for_the_pypi_wheels() {
    let roots = cuda_sync::toolkit::search_roots();
    let has_python = std::process::Command::new("python3")
        .arg("-c")
        .arg("")
        .status()
        .is_ok_and(|s| s.success());
    if !has_python {
        return;
    }
    let toolkit = roots
        .iter()
        .position(|r| r.as_path() == std::path::Path::new("/usr/local/cuda"));
    let wheels = roots.iter().rposition(|r| r.ends_with("nvidia/cu13"));
    assert!(
        toolkit.is_some() && wheels.is_some() && toolkit < wheels,
        "site-packages come after /usr/local/cuda: {roots:?}"
    );
}

mod too_much_shared_memory {
    use cuda_sync::prelude::*;

    /// 256 KiB of shared memory: more than any GPU gives one block.
    #[kernel]
    pub fn huge_tile(block: ThisBlock, out: &mut [f32]) {
        let tile: Tile<f32, 65536> = block.shared();
        let tile = tile.write_own(1.0f32).sync_threads();
        out[block.global_index()] = tile.read(0u32);
    }
}

#[test]
fn too_much_shared_memory_is_a_compile_error_not_a_crash() {
    let Some(compiler) = compiler_with_cache(None) else {
        return;
    };
    match compiler.cubin(&too_much_shared_memory::huge_tile::SOURCE, 90) {
        Err(Error::Compile { log, .. }) => assert!(log.contains("too much shared data"), "{log}"),
        other => panic!("{other:?}"),
    }
}

/// The check `#[kernel]` emits beside every kernel (`cargo test -- --ignored
/// compiles_in_nvrtc`) fails on this one, with ptxas's reason: it is the
/// run-time error, found on a machine without a GPU. (Its own
/// `compiles_in_nvrtc` fails for that reason too, when asked for.)
#[test]
fn the_emitted_nvrtc_check_fails_on_a_kernel_that_does_not_compile() {
    if compiler_with_cache(None).is_none() {
        return;
    }
    let failed = std::panic::catch_unwind(too_much_shared_memory::huge_tile::compiles_in_nvrtc);
    let message = failed.expect_err("a 256 KiB tile compiled");
    let message = message.downcast_ref::<String>().expect("a panic message");
    assert!(
        message.contains("kernel `huge_tile` does not compile for sm_90"),
        "{message}"
    );
    assert!(message.contains("too much shared data"), "{message}");
}

/// What `install_command` installs is where the search looks: the README's
/// test command installs the wheels there, and the lesson programs find them.
#[test]
fn the_wheel_folder_the_install_command_names_is_searched() {
    let wheels = cuda_sync::toolkit::wheel_dir().expect("a home folder");
    assert!(cuda_sync::toolkit::install_command().contains(&*wheels.to_string_lossy()));
    let under_wheels: Vec<PathBuf> = cuda_sync::toolkit::search_roots()
        .into_iter()
        .filter(|root| root.starts_with(&wheels))
        .collect();
    let expected: &[&str] = if CUDA_VERSION.0 == 13 {
        &["nvidia/cu13"]
    } else {
        &["nvidia/cuda_nvrtc", "nvidia/cuda_cccl"]
    };
    let expected: Vec<PathBuf> = expected.iter().map(|root| wheels.join(root)).collect();
    assert_eq!(under_wheels, expected);
}
