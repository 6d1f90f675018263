//! Compiling for the GPU at hand, loading, validating and launching.
//!
//! [`Runtime`] sits on a cudarc `CudaContext`, so an existing cudarc program can
//! adopt cuda-sync one kernel at a time: buffers are `CudaSlice`s, streams are
//! `CudaStream`s. The typed launcher `#[kernel]` generates calls
//! [`Runtime::function`], checks the [`LaunchSize`], and holds the one `unsafe`
//! launch, justified by the signature rustc checked.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::{
    sys, CudaContext, CudaFunction, CudaSlice, CudaStream, CudaView, CudaViewMut, DevicePtr,
    DevicePtrMut, DeviceRepr, LaunchConfig,
};

use crate::aot::{self, Prebuilt};
pub use crate::compile::Compiler;
pub use crate::error::Error;
use crate::runtime::faults::FaultRecord;
pub use crate::source::{DeviceFn, DeviceFnItem, GenericArg, KernelSource, RawKernel, Shape};

/// Blocks in the grid and threads in each block, along x, y and z.
///
/// A kernel sees one block index and one thread index, each its rank in
/// the launch (x fastest, as CUDA forms warps), so every rule stated over
/// `block.index()` and `block.thread_index()` holds in any shape; the
/// indices along each axis are `index_x()` .. `thread_index_z()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchSize {
    /// `gridDim`: blocks along x, y and z.
    pub grid: [u32; 3],
    /// `blockDim`: threads along x, y and z.
    pub block: [u32; 3],
}

impl LaunchSize {
    /// `blocks` blocks of `threads` threads, along x.
    pub fn new(blocks: u32, threads: u32) -> LaunchSize {
        LaunchSize::new_3d([blocks, 1, 1], [threads, 1, 1])
    }

    /// A grid of `grid[0] × grid[1]` blocks of `block[0] × block[1]` threads.
    pub fn new_2d(grid: [u32; 2], block: [u32; 2]) -> LaunchSize {
        LaunchSize::new_3d([grid[0], grid[1], 1], [block[0], block[1], 1])
    }

    /// A grid of `grid` blocks (x, y, z) of `block` threads (x, y, z).
    pub fn new_3d(grid: [u32; 3], block: [u32; 3]) -> LaunchSize {
        LaunchSize { grid, block }
    }

    /// Blocks in the grid (saturating at `u32::MAX`, which no device launches).
    pub fn blocks(&self) -> u32 {
        saturating_product(self.grid)
    }

    /// Threads in each block (saturating at `u32::MAX`, which no device launches).
    pub fn threads(&self) -> u32 {
        saturating_product(self.block)
    }

    /// Checks the size against the device's limits and the kernel's own
    /// (`kernel_max_threads`: its smallest tile) before anything is launched.
    pub fn validate(
        &self,
        kernel: &str,
        limits: &DeviceLimits,
        kernel_max_threads: Option<u32>,
    ) -> Result<LaunchConfig, Error> {
        let refuse = |reason: String| {
            Err(Error::InvalidLaunch {
                kernel: kernel.to_string(),
                reason,
            })
        };
        let threads = self.threads();
        if let Some(most) = kernel_max_threads.filter(|most| threads > *most) {
            return refuse(format!(
                "{threads} threads per block, but its shared-memory tile has {most} cells, one per thread"
            ));
        }
        if let Some(axis) = over_limit(self.block, limits.max_block_dims) {
            return refuse(format!(
                "blocks of {} threads; this device takes 1 to {} along {}",
                shape(self.block),
                limits.max_block_dims[axis],
                AXES[axis]
            ));
        }
        if threads > limits.max_threads_per_block {
            return refuse(format!(
                "{threads} threads per block; this device takes 1 to {}",
                limits.max_threads_per_block
            ));
        }
        if let Some(axis) = over_limit(self.grid, limits.max_grid_dims) {
            return refuse(format!(
                "a grid of {} blocks; this device takes 1 to {} along {}",
                shape(self.grid),
                limits.max_grid_dims[axis],
                AXES[axis]
            ));
        }
        // A kernel's block index is a `u32` rank: the whole grid within x's limit.
        if self.blocks() > limits.max_grid_dims[0] {
            return refuse(format!(
                "{} blocks in all; a kernel numbers its blocks with one index, so a grid holds at most {}",
                u64::from(self.grid[0]) * u64::from(self.grid[1]) * u64::from(self.grid[2]),
                limits.max_grid_dims[0]
            ));
        }
        Ok(LaunchConfig {
            grid_dim: (self.grid[0], self.grid[1], self.grid[2]),
            block_dim: (self.block[0], self.block[1], self.block[2]),
            shared_mem_bytes: 0,
        })
    }
}

fn saturating_product(dims: [u32; 3]) -> u32 {
    dims.iter().fold(1u32, |all, &d| all.saturating_mul(d))
}

const AXES: [&str; 3] = ["x", "y", "z"];

/// The first axis of `dims` that is 0 or over its limit.
fn over_limit(dims: [u32; 3], limits: [u32; 3]) -> Option<usize> {
    (0..3).find(|&i| dims[i] == 0 || dims[i] > limits[i])
}

/// `256`, `32×8`, `4×4×4`: a shape without its trailing ones.
fn shape(dims: [u32; 3]) -> String {
    let used = dims.iter().rposition(|&d| d != 1).map_or(1, |i| i + 1);
    dims[..used]
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join("×")
}

impl Shape {
    /// The shape of a launch of `size`: its block's threads along each axis,
    /// and whether its grid has one dimension (y and z of 1).
    pub fn of(size: LaunchSize) -> Shape {
        Shape {
            block: Some(size.block),
            flat_grid: size.grid[1..] == [1, 1],
        }
    }
}

/// The launch limits of one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceLimits {
    /// Most threads in one block.
    pub max_threads_per_block: u32,
    /// Most threads of a block along x, y and z.
    pub max_block_dims: [u32; 3],
    /// Most blocks of a grid along x, y and z.
    pub max_grid_dims: [u32; 3],
    /// Most bytes of shared memory one block may have, static and dynamic
    /// together, with the opt-in past 48 KiB.
    pub max_shared_bytes_per_block: u32,
}

/// Shared memory every launch may take without opting in.
const SHARED_WITHOUT_OPT_IN: u64 = 48 * 1024;

impl DeviceLimits {
    /// Checks `dynamic` bytes of shared memory sized at launch, beside the
    /// `fixed` bytes a kernel declares with numbers, against one block's
    /// share of this device; the bytes to launch with.
    pub fn dynamic_shared(&self, kernel: &str, dynamic: u64, fixed: u64) -> Result<u32, Error> {
        let limit = u64::from(self.max_shared_bytes_per_block);
        if dynamic.saturating_add(fixed) > limit {
            return Err(Error::InvalidLaunch {
                kernel: kernel.to_string(),
                reason: format!(
                    "its tiles sized at launch take {dynamic} bytes of shared memory beside the {fixed} its fixed ones take, and a block of this device has at most {limit}; launch it with smaller const parameters"
                ),
            });
        }
        Ok(dynamic as u32)
    }
}

/// Compiled kernels for one CUDA context.
pub struct Runtime {
    context: Arc<CudaContext>,
    compiler: OnceLock<Result<Compiler, Error>>,
    prebuilt: &'static [Prebuilt],
    arch: u32,
    limits: DeviceLimits,
    functions: Mutex<HashMap<(usize, Shape), CudaFunction>>,
    faults: Mutex<Vec<FaultRecord>>,
}

impl Runtime {
    /// Device `ordinal`. NVRTC and the headers are found as [`crate::toolkit`]
    /// says, when the first kernel that is not [prebuilt](Runtime::with_prebuilt)
    /// is compiled.
    pub fn new(ordinal: usize) -> Result<Runtime, Error> {
        Runtime::from_context(open_device(ordinal)?)
    }

    /// An existing cudarc context: kernels launch on its streams, on its
    /// buffers, beside plain cudarc kernels.
    pub fn from_context(context: Arc<CudaContext>) -> Result<Runtime, Error> {
        Runtime::on(context, OnceLock::new())
    }

    /// An existing cudarc context and compiler.
    pub fn with_compiler(context: Arc<CudaContext>, compiler: Compiler) -> Result<Runtime, Error> {
        Runtime::on(context, OnceLock::from(Ok(compiler)))
    }

    /// Uses the kernels of `table` (made by `aot::Build`, included with
    /// [`crate::prebuilt!`]) instead of compiling them, where they fit this GPU.
    pub fn with_prebuilt(mut self, table: &'static [Prebuilt]) -> Runtime {
        self.prebuilt = table;
        self
    }

    fn on(
        context: Arc<CudaContext>,
        compiler: OnceLock<Result<Compiler, Error>>,
    ) -> Result<Runtime, Error> {
        let no_device = |error: cudarc::driver::DriverError| Error::NoDevice {
            reason: error.to_string(),
        };
        let (major, minor) = context.compute_capability().map_err(no_device)?;
        let attribute = |a| context.attribute(a).map(|v| v as u32).map_err(no_device);
        let limits = DeviceLimits {
            max_threads_per_block: attribute(
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
            )?,
            max_block_dims: [
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
            ],
            max_grid_dims: [
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
                attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
            ],
            max_shared_bytes_per_block: attribute(
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
            )?,
        };
        let arch = (major * 10 + minor) as u32;
        Ok(Runtime {
            context,
            compiler,
            prebuilt: &[],
            arch,
            limits,
            functions: Mutex::new(HashMap::new()),
            faults: Mutex::new(Vec::new()),
        })
    }

    /// The cudarc context.
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.context
    }

    /// The compiler: NVRTC is found and loaded on the first call.
    pub fn compiler(&self) -> Result<&Compiler, Error> {
        self.compiler
            .get_or_init(Compiler::new)
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The device's compute capability as one number (90 for sm_90).
    pub fn arch(&self) -> u32 {
        self.arch
    }

    /// The device's launch limits.
    pub fn limits(&self) -> &DeviceLimits {
        &self.limits
    }

    /// The loaded kernel on first use, for launches of any shape: prebuilt
    /// code that fits this GPU, else compiled to machine code for it (or read
    /// from the cache).
    pub fn function(&self, kernel: &'static KernelSource) -> Result<CudaFunction, Error> {
        self.function_for(kernel, Shape::ANY)
    }

    /// The loaded kernel for launches of `shape` ([`Shape::of`] a launch size):
    /// prebuilt code (which takes any shape) where it fits this GPU, else
    /// compiled for `shape`. The typed launchers load this way.
    pub fn function_for(
        &self,
        kernel: &'static KernelSource,
        shape: Shape,
    ) -> Result<CudaFunction, Error> {
        // A launch finds its function here, before anything is computed.
        let key = (kernel as *const KernelSource as usize, shape);
        if let Some(function) = self.lock_functions().get(&key) {
            return Ok(function.clone());
        }
        let function = match aot::find(self.prebuilt, kernel, self.arch) {
            // Prebuilt code takes any shape: one module serves them all.
            Some(code) => {
                let any_shape = (key.0, Shape::ANY);
                self.load(&kernel.entry(), any_shape, true, || Ok(code.to_vec()))?
            }
            None => self.load(&kernel.entry(), key, true, || {
                self.compiler()?.cubin_for(kernel, self.arch, shape)
            })?,
        };
        self.lock_functions().insert(key, function.clone());
        Ok(function)
    }

    /// The loaded raw kernel. Launching it is cudarc's `unsafe` launch: nothing
    /// checked its synchronization.
    pub fn raw_function(&self, kernel: &'static RawKernel) -> Result<CudaFunction, Error> {
        self.load(
            kernel.name,
            (kernel as *const RawKernel as usize, Shape::ANY),
            false,
            || self.compiler()?.raw_cubin(kernel, self.arch),
        )
    }

    /// Loads a module once; a checked one gets its fault record.
    fn load(
        &self,
        name: &str,
        key: (usize, Shape),
        checked: bool,
        cubin: impl FnOnce() -> Result<Vec<u8>, Error>,
    ) -> Result<CudaFunction, Error> {
        let mut functions = self.lock_functions();
        if let Some(function) = functions.get(&key) {
            return Ok(function.clone());
        }
        let load_error = |error: cudarc::driver::DriverError| Error::Load {
            kernel: name.to_string(),
            reason: error.to_string(),
        };
        let module = self
            .context
            .load_module(cudarc::nvrtc::Ptx::from_binary(cubin()?))
            .map_err(load_error)?;
        let function = module.load_function(name).map_err(load_error)?;
        if checked {
            let record = FaultRecord::attach(&self.context, &module, name)?;
            self.lock_faults().push(record);
        }
        functions.insert(key, function.clone());
        Ok(function)
    }

    fn lock_functions(&self) -> std::sync::MutexGuard<'_, HashMap<(usize, Shape), CudaFunction>> {
        self.functions
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn lock_faults(&self) -> std::sync::MutexGuard<'_, Vec<FaultRecord>> {
        self.faults
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A device-side check that failed in any kernel this runtime launched
    /// ([`crate::bounds`]), as [`Error::DeviceCheck`]. Every launcher asks
    /// first, so a fault is reported at the latest by the next launch.
    pub fn check_faults(&self) -> Result<(), Error> {
        match self.lock_faults().iter().find_map(FaultRecord::fault) {
            Some(fault) => Err(fault),
            None => Ok(()),
        }
    }

    /// Waits for `stream`, then reports a failed device-side check as
    /// [`Error::DeviceCheck`], naming the kernel, or any other failure of
    /// the work on the stream as [`Error::Launch`].
    pub fn synchronize(&self, stream: &CudaStream) -> Result<(), Error> {
        let synced = stream.synchronize();
        self.check_faults()?;
        synced.map_err(|error| Error::Launch {
            kernel: "the work on this stream".to_string(),
            reason: error.to_string(),
        })
    }

    /// Validates `size` for a typed kernel on this device.
    pub fn config(
        &self,
        kernel: &KernelSource,
        size: LaunchSize,
        function: &CudaFunction,
    ) -> Result<LaunchConfig, Error> {
        let mut config = size.validate(kernel.name, &self.limits, kernel.max_threads())?;
        config.shared_mem_bytes = self.dynamic_shared(kernel, function)?;
        Ok(config)
    }

    /// The dynamic shared memory of a launch of `kernel`: checked against
    /// the device's share for one block, beside the function's fixed shared
    /// memory, and opted into past the 48 KiB any launch takes.
    fn dynamic_shared(&self, kernel: &KernelSource, function: &CudaFunction) -> Result<u32, Error> {
        let dynamic = kernel.dynamic_shared_bytes;
        if dynamic == 0 {
            return Ok(0);
        }
        let load_error = |e: cudarc::driver::DriverError| Error::Load {
            kernel: kernel.name.to_string(),
            reason: e.to_string(),
        };
        let fixed = function
            .get_attribute(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)
            .map_err(load_error)?;
        let bytes = self
            .limits
            .dynamic_shared(kernel.name, dynamic, fixed as u64)?;
        if dynamic > SHARED_WITHOUT_OPT_IN {
            function
                .set_attribute(
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    bytes as i32,
                )
                .map_err(load_error)?;
        }
        Ok(bytes)
    }

    /// Validates `size` for a cooperative launch of `function`: the device must
    /// support it and hold every block at once, or the grid barrier could wait
    /// forever for a block that cannot start.
    pub fn cooperative_config(
        &self,
        kernel: &KernelSource,
        size: LaunchSize,
        function: &CudaFunction,
    ) -> Result<LaunchConfig, Error> {
        let config = self.config(kernel, size, function)?;
        let refuse = |reason: String| {
            Err(Error::InvalidLaunch {
                kernel: kernel.name.to_string(),
                reason,
            })
        };
        let attribute = |a| {
            self.context.attribute(a).map_err(|e| Error::NoDevice {
                reason: e.to_string(),
            })
        };
        if attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)? == 0 {
            return refuse("this device does not support cooperative launches".to_string());
        }
        let sms =
            attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32;
        let per_sm = function
            .occupancy_max_active_blocks_per_multiprocessor(
                size.threads(),
                config.shared_mem_bytes as usize,
                None,
            )
            .map_err(|e| Error::Load {
                kernel: kernel.name.to_string(),
                reason: e.to_string(),
            })?;
        if size.blocks() > per_sm * sms {
            return refuse(format!(
                "{} blocks, but a cooperative launch needs every block resident at once, and this device holds {per_sm} blocks of {} threads on each of its {sms} SMs: {} in all",
                size.blocks(),
                size.threads(),
                per_sm * sms
            ));
        }
        Ok(config)
    }

    /// Validates `size` for a raw kernel on this device.
    pub fn raw_config(&self, kernel: &RawKernel, size: LaunchSize) -> Result<LaunchConfig, Error> {
        size.validate(kernel.name, &self.limits, None)
    }
}

/// Opens device `ordinal`, probing for the driver first so that a machine
/// without one gets an error, not a panic.
pub fn open_device(ordinal: usize) -> Result<Arc<CudaContext>, Error> {
    // SAFETY: only tries to dlopen libcuda; no CUDA call is made.
    if !unsafe { sys::is_culib_present() } {
        return Err(Error::NoDevice {
            reason: "the CUDA driver (libcuda.so) is not installed".to_string(),
        });
    }
    CudaContext::new(ordinal).map_err(|error| Error::NoDevice {
        reason: error.to_string(),
    })
}

/// A buffer a launcher reads: a `CudaSlice`, a `CudaView` or a
/// `CudaViewMut`. Sealed: cudarc's own traits (`DevicePtr`) are open, and a
/// type of one's own could report any address and any length, which every
/// index check trusts (red team, views round 3: one buffer as an input and
/// an output, a length past the allocation).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not one of cudarc's buffers: a launcher reads a `CudaSlice`, a `CudaView` or a `CudaViewMut`",
    label = "a buffer of another type could report any address and any length, and every index check trusts them",
    note = "rule B1: the kernel checks every index against the length its buffer reports",
    note = "fix: pass the `CudaSlice<T>` itself, or a view of it (`slice.slice(a..b)`)"
)]
pub trait ReadableBuffer<T>: DevicePtr<T> + sealed::Buffer {}

/// A buffer a launcher writes: a `CudaSlice` or a `CudaViewMut`. Sealed, as
/// [`ReadableBuffer`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not one of cudarc's writable buffers: a launcher writes a `CudaSlice` or a `CudaViewMut`",
    label = "a buffer of another type could report any address and any length, and every index check trusts them",
    note = "rule B1: the kernel checks every index against the length its buffer reports",
    note = "fix: pass the `CudaSlice<T>` itself, or a view of it (`slice.slice_mut(a..b)`)"
)]
pub trait WritableBuffer<T>: DevicePtrMut<T> + sealed::Buffer {}

mod sealed {
    /// cudarc's own buffers.
    pub trait Buffer {}
}

impl<T> sealed::Buffer for CudaSlice<T> {}
impl<T> sealed::Buffer for CudaView<'_, T> {}
impl<T> sealed::Buffer for CudaViewMut<'_, T> {}
impl<T> ReadableBuffer<T> for CudaSlice<T> {}
impl<T> ReadableBuffer<T> for CudaView<'_, T> {}
impl<T> ReadableBuffer<T> for CudaViewMut<'_, T> {}
impl<T> WritableBuffer<T> for CudaSlice<T> {}
impl<T> WritableBuffer<T> for CudaViewMut<'_, T> {}

/// A slice kernel argument (`&[T]`, `&mut [T]`, `Global<T>`, `GridBarrier`):
/// the slice's device pointer and length, laid out as `cuda_sync_global` in
/// `cpp/include/cuda_sync/abi.h`, so that the kernel checks every index
/// against the length.
pub struct SliceArg<'a> {
    raw: crate::abi::cuda_sync_global,
    _in_use: cudarc::driver::SyncOnDrop<'a>,
}

// SAFETY: `cuda_sync_global` is a plain C struct of a pointer and a u64, the
// layout the kernel reads (checked by the abi tests).
unsafe impl DeviceRepr for crate::abi::cuda_sync_global {}

impl<'a> SliceArg<'a> {
    /// Borrows `slice` (a `CudaSlice` or a `CudaViewMut` of one) for
    /// writing in a launch on `stream`; the borrow records the launch when it
    /// ends, as cudarc's own arguments do.
    pub fn writable<T>(
        slice: &'a mut impl WritableBuffer<T>,
        stream: &'a CudaStream,
    ) -> SliceArg<'a> {
        let len = slice.len() as u64;
        let (pointer, in_use) = slice.device_ptr_mut(stream);
        SliceArg::new(pointer, len, in_use)
    }

    /// Borrows `slice` (a `CudaSlice`, a `CudaView` or a `CudaViewMut`) for
    /// reading in a launch on `stream`.
    pub fn readable<T>(slice: &'a impl ReadableBuffer<T>, stream: &'a CudaStream) -> SliceArg<'a> {
        let len = slice.len() as u64;
        let (pointer, in_use) = slice.device_ptr(stream);
        SliceArg::new(pointer, len, in_use)
    }

    fn new(pointer: sys::CUdeviceptr, len: u64, in_use: cudarc::driver::SyncOnDrop<'a>) -> Self {
        SliceArg {
            raw: crate::abi::cuda_sync_global {
                cells: pointer as *mut core::ffi::c_void,
                len,
            },
            _in_use: in_use,
        }
    }

    /// The value pushed as the kernel argument.
    pub fn raw(&self) -> &crate::abi::cuda_sync_global {
        &self.raw
    }

    /// Only the first `len` elements, as a `#[len(EXPR)]` parameter's kernel
    /// sees them: EXPR's value, which [`check_len`] found present.
    pub fn first(self, len: u64) -> Self {
        SliceArg {
            raw: self.raw.first(len),
            ..self
        }
    }
}

impl crate::abi::cuda_sync_global {
    /// The first `len` elements (at most all of them): C++'s `detail::first`.
    pub fn first(self, len: u64) -> Self {
        crate::abi::cuda_sync_global {
            len: len.min(self.len),
            ..self
        }
    }
}

/// A `#[len(...)]` argument must have at least `need` elements.
pub fn check_len(
    kernel: &str,
    param: &str,
    have: usize,
    need: u64,
    declared: &str,
) -> Result<(), Error> {
    if (have as u64) < need {
        return Err(Error::InvalidLaunch {
            kernel: kernel.to_string(),
            reason: format!(
                "`{param}` has {have} elements, but the kernel needs {need} (`#[len({declared})]`)"
            ),
        });
    }
    Ok(())
}

/// Buffers that the kernel treats as different memory (a host channel's
/// payload and flags) must be: one buffer passed twice would turn plain
/// payload stores and flag atomics on the same cells into a data race.
pub fn distinct_buffers(
    kernel: &str,
    buffers: &[(&str, *mut core::ffi::c_void)],
) -> Result<(), Error> {
    for (i, (first, a)) in buffers.iter().enumerate() {
        if let Some((second, _)) = buffers[i + 1..].iter().find(|(_, b)| b == a) {
            return Err(Error::InvalidLaunch {
                kernel: kernel.to_string(),
                reason: format!("`{first}` and `{second}` are the same buffer; they must be two"),
            });
        }
    }
    Ok(())
}

/// A `GridBarrier` argument needs its two cells.
pub fn grid_barrier_cells(kernel: &str, cells: usize) -> Result<(), Error> {
    if cells < 2 {
        return Err(Error::InvalidLaunch {
            kernel: kernel.to_string(),
            reason: format!("a GridBarrier needs 2 zeroed u32 cells, and the slice has {cells}"),
        });
    }
    Ok(())
}

/// Zeroes the first `cells` cells (every cell where `None`) of `bytes_per_cell`
/// bytes each of a synchronization object's memory, on `stream` before the
/// launch: a ticket counter, a grid barrier, a channel's flags, a queue's
/// turns and tail and a claim counter all start at zero (rule I1 of
/// `docs/soundness.md`), whatever an earlier kernel or the host left there.
pub fn zeroed(
    kernel: &str,
    memory: &crate::abi::cuda_sync_global,
    cells: Option<u64>,
    bytes_per_cell: usize,
    stream: &CudaStream,
) -> Result<(), Error> {
    let cells = cells.map_or(memory.len, |cells| cells.min(memory.len));
    let bytes = cells as usize * bytes_per_cell;
    if bytes == 0 {
        return Ok(());
    }
    // A memset, not a stream write of the one word: on an H100 the write
    // (`cuStreamWriteValue32`) cost a 5 µs reduction 95% more time, the
    // memset 45% (`examples/bench.rs`).
    // SAFETY: `memory` is the argument the launcher passes (a device
    // pointer, or mapped host memory's device pointer) with its length in
    // cells, so `bytes` stay inside it; the memset is ordered on `stream`
    // before the kernel that uses it.
    unsafe {
        cudarc::driver::result::memset_d8_async(
            memory.cells as sys::CUdeviceptr,
            0,
            bytes,
            stream.cu_stream(),
        )
    }
    .map_err(launch_error(kernel))
}

/// [`zeroed`] for memory the host reads while the kernel runs (a host
/// channel's flags): the stream is synchronized after the memset, so that
/// the host, which polls once the launch returns, never sees a flag an
/// earlier launch left.
pub fn zeroed_for_the_host(
    kernel: &str,
    memory: &crate::abi::cuda_sync_global,
    cells: Option<u64>,
    bytes_per_cell: usize,
    stream: &CudaStream,
) -> Result<(), Error> {
    zeroed(kernel, memory, cells, bytes_per_cell, stream)?;
    stream.synchronize().map_err(launch_error(kernel))
}

/// The launch that every generated launcher ends with.
pub fn launch_error(kernel: &str) -> impl Fn(cudarc::driver::DriverError) -> Error + '_ {
    move |error| Error::Launch {
        kernel: kernel.to_string(),
        reason: error.to_string(),
    }
}
