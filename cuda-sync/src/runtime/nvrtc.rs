//! One NVRTC compilation: CUDA C++ in, PTX or CUBIN out, or the log with the
//! Rust lines the `#line` directives name.

use std::ffi::{c_char, CString};

use cudarc::nvrtc::{result, sys};

use crate::error::Error;

/// What NVRTC hands back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Product {
    /// PTX text for `compute_<arch>`: to read, and to test.
    Ptx,
    /// Machine code for `sm_<arch>`: loads without the driver's JIT step.
    Cubin,
}

/// An NVRTC program, destroyed when dropped.
struct Program(sys::nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: the program was created by nvrtcCreateProgram and is destroyed once.
        let _ = unsafe { result::destroy_program(self.0) };
    }
}

fn bytes(chars: Vec<c_char>) -> Vec<u8> {
    let mut bytes: Vec<u8> = chars.into_iter().map(|c| c as u8).collect();
    while bytes.last() == Some(&0) {
        bytes.pop();
    }
    bytes
}

/// Compiles `source` with `options` and returns `product`.
pub fn compile(
    name: &str,
    source: &str,
    options: &[String],
    product: Product,
) -> Result<Vec<u8>, Error> {
    let failed = |log: String| Error::Compile {
        kernel: name.to_string(),
        log,
        options: options.to_vec(),
        source: source.to_string(),
    };
    let text = CString::new(source).map_err(|_| failed("the source contains a NUL byte".into()))?;
    let file = CString::new(format!("{name}.cu"))
        .map_err(|_| failed("the name contains a NUL byte".into()))?;
    let program =
        Program(result::create_program(&text, Some(&file)).map_err(|e| failed(format!("{e:?}")))?);
    // SAFETY: `program` is live; the options are plain strings.
    if let Err(error) = unsafe { result::compile_program(program.0, options) } {
        // SAFETY: the program is live and was compiled.
        let log = unsafe { result::get_program_log(program.0) }
            .map(bytes)
            .unwrap_or_default();
        return Err(failed(format!(
            "{error:?}\n{}",
            String::from_utf8_lossy(&log)
        )));
    }
    match product {
        // SAFETY: the program compiled.
        Product::Ptx => unsafe { result::get_ptx(program.0) }
            .map(bytes)
            .map_err(|e| failed(format!("{e:?}"))),
        Product::Cubin => cubin(program.0).map_err(|e| failed(format!("{e:?}"))),
    }
}

fn cubin(program: sys::nvrtcProgram) -> Result<Vec<u8>, sys::nvrtcResult> {
    let mut size = 0usize;
    // SAFETY: the program compiled for an sm_ architecture; NVRTC writes the size.
    unsafe { sys::nvrtcGetCUBINSize(program, &mut size) }.result_or_code()?;
    let mut code = vec![0u8; size];
    // SAFETY: `code` holds the `size` bytes NVRTC reported.
    unsafe { sys::nvrtcGetCUBIN(program, code.as_mut_ptr() as *mut c_char) }.result_or_code()?;
    Ok(code)
}

trait ResultOrCode {
    fn result_or_code(self) -> Result<(), sys::nvrtcResult>;
}

impl ResultOrCode for sys::nvrtcResult {
    fn result_or_code(self) -> Result<(), sys::nvrtcResult> {
        match self {
            sys::nvrtcResult::NVRTC_SUCCESS => Ok(()),
            code => Err(code),
        }
    }
}
