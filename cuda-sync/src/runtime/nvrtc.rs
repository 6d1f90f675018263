//! NVRTC, bound by cuda-sync itself from the file the toolkit search found.
//!
//! cuda-sync never calls NVRTC through cudarc, so the order in which a program
//! uses cudarc's NVRTC and cuda-sync does not matter: each loads its own (the
//! same one when both find the same file), and neither waits on the other.
//! Only the entry points that every NVRTC since 12.0 has are bound.

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::Path;

use crate::error::Error;

/// What NVRTC hands back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Product {
    /// PTX text for `compute_<arch>`: to read, and to test.
    Ptx,
    /// Machine code for `sm_<arch>`: loads without the driver's JIT step.
    Cubin,
}

type Program = *mut c_void;
type Status = c_int;
type Size = unsafe extern "C" fn(Program, *mut usize) -> Status;
type Bytes = unsafe extern "C" fn(Program, *mut c_char) -> Status;

/// The entry points of one loaded NVRTC library, which stays loaded for the
/// life of the process.
#[derive(Clone, Copy)]
pub struct Nvrtc {
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> Status,
    error_string: unsafe extern "C" fn(Status) -> *const c_char,
    create: unsafe extern "C" fn(
        *mut Program,
        *const c_char,
        *const c_char,
        c_int,
        *const *const c_char,
        *const *const c_char,
    ) -> Status,
    compile: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> Status,
    destroy: unsafe extern "C" fn(*mut Program) -> Status,
    log_size: Size,
    log: Bytes,
    ptx_size: Size,
    ptx: Bytes,
    cubin_size: Size,
    cubin: Bytes,
}

impl std::fmt::Debug for Nvrtc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (major, minor) = self.version();
        write!(f, "Nvrtc({major}.{minor})")
    }
}

impl Nvrtc {
    /// Loads the NVRTC library at `path` and binds its entry points.
    pub fn load(path: &Path) -> Result<Nvrtc, Error> {
        let failed = |reason: String| Error::NvrtcLoad {
            path: path.to_path_buf(),
            reason,
        };
        // SAFETY: NVRTC's initializers only set up its own state. The library
        // is leaked, so the entry points below stay valid for the process.
        let library: &'static libloading::Library = Box::leak(Box::new(
            unsafe { libloading::Library::new(path) }.map_err(|e| failed(e.to_string()))?,
        ));
        macro_rules! bind {
            ($name:literal) => {
                // SAFETY: each symbol has the C signature of the NVRTC API
                // (nvrtc.h) that the field it is stored in spells out.
                *unsafe { library.get(concat!($name, "\0").as_bytes()) }
                    .map_err(|e| failed(e.to_string()))?
            };
        }
        Ok(Nvrtc {
            version: bind!("nvrtcVersion"),
            error_string: bind!("nvrtcGetErrorString"),
            create: bind!("nvrtcCreateProgram"),
            compile: bind!("nvrtcCompileProgram"),
            destroy: bind!("nvrtcDestroyProgram"),
            log_size: bind!("nvrtcGetProgramLogSize"),
            log: bind!("nvrtcGetProgramLog"),
            ptx_size: bind!("nvrtcGetPTXSize"),
            ptx: bind!("nvrtcGetPTX"),
            cubin_size: bind!("nvrtcGetCUBINSize"),
            cubin: bind!("nvrtcGetCUBIN"),
        })
    }

    /// The NVRTC version, `(major, minor)`.
    pub fn version(&self) -> (i32, i32) {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: NVRTC writes two ints.
        unsafe { (self.version)(&mut major, &mut minor) };
        (major, minor)
    }

    /// Compiles `source` with `options` and returns `product`.
    pub fn compile(
        &self,
        name: &str,
        source: &str,
        options: &[String],
        product: Product,
    ) -> Result<Vec<u8>, Error> {
        let failed = |log: String| Error::Compile {
            kernel: name.to_string(),
            log,
            options: options.to_vec(),
            cuda: source.to_string(),
        };
        let text =
            CString::new(source).map_err(|_| failed("the source contains a NUL byte".into()))?;
        let file = CString::new(format!("{name}.cu"))
            .map_err(|_| failed("the name contains a NUL byte".into()))?;
        let options: Vec<CString> = options
            .iter()
            .map(|option| CString::new(option.as_str()))
            .collect::<Result<_, _>>()
            .map_err(|_| failed("an option contains a NUL byte".into()))?;
        let program = self.create(&text, &file).map_err(&failed)?;
        let pointers: Vec<*const c_char> = options.iter().map(|option| option.as_ptr()).collect();
        // SAFETY: the program is live; `pointers` holds `len` C strings that outlive the call.
        let compiled =
            unsafe { (self.compile)(program.0, pointers.len() as c_int, pointers.as_ptr()) };
        if compiled != 0 {
            let log = program
                .bytes(self.log_size, self.log)
                .map(without_nul)
                .unwrap_or_default();
            return Err(failed(format!(
                "{}\n{}",
                self.describe(compiled),
                String::from_utf8_lossy(&log)
            )));
        }
        match product {
            Product::Ptx => program.bytes(self.ptx_size, self.ptx).map(without_nul),
            Product::Cubin => program.bytes(self.cubin_size, self.cubin),
        }
        .map_err(|status| failed(self.describe(status)))
    }

    fn create(&self, text: &CStr, file: &CStr) -> Result<Compiling<'_>, String> {
        let mut program: Program = std::ptr::null_mut();
        // SAFETY: both strings are NUL-terminated and outlive the call; no headers.
        let status = unsafe {
            (self.create)(
                &mut program,
                text.as_ptr(),
                file.as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        match status {
            0 => Ok(Compiling(program, self)),
            status => Err(self.describe(status)),
        }
    }

    fn describe(&self, status: Status) -> String {
        // SAFETY: NVRTC returns a static C string for every status.
        let text = unsafe { CStr::from_ptr((self.error_string)(status)) };
        format!("{} ({status})", text.to_string_lossy())
    }
}

/// A program NVRTC holds, destroyed when dropped.
struct Compiling<'a>(Program, &'a Nvrtc);

impl Compiling<'_> {
    /// The log, PTX or CUBIN, through its size and copy entry points.
    fn bytes(&self, size: Size, copy: Bytes) -> Result<Vec<u8>, Status> {
        let mut len = 0usize;
        // SAFETY: the program is live; NVRTC writes the size.
        match unsafe { size(self.0, &mut len) } {
            0 => {}
            status => return Err(status),
        }
        let mut bytes = vec![0u8; len];
        // SAFETY: `bytes` holds the `len` bytes NVRTC reported.
        match unsafe { copy(self.0, bytes.as_mut_ptr() as *mut c_char) } {
            0 => {}
            status => return Err(status),
        }
        Ok(bytes)
    }
}

/// Text without the NUL bytes that end it.
fn without_nul(mut text: Vec<u8>) -> Vec<u8> {
    while text.last() == Some(&0) {
        text.pop();
    }
    text
}

impl Drop for Compiling<'_> {
    fn drop(&mut self) {
        // SAFETY: the program was created by nvrtcCreateProgram and is destroyed once.
        unsafe { (self.1.destroy)(&mut self.0) };
    }
}
