//! Page-locked host memory the device writes while the host reads it: the
//! host's side of [`crate::host`].

use std::sync::atomic::{fence, AtomicU32, Ordering};
use std::sync::Arc;

use cudarc::driver::{sys, CudaContext, DeviceRepr, PinnedHostSlice, ValidAsZeroBits};

use crate::runtime::error::Error;

/// Page-locked host memory mapped into the device's address space.
pub struct MappedHost<T> {
    memory: PinnedHostSlice<T>,
    host: *mut T,
    device_pointer: sys::CUdeviceptr,
}

impl<T: DeviceRepr + ValidAsZeroBits + Copy> MappedHost<T> {
    /// `len` cells, zeroed.
    pub fn zeroed(context: &Arc<CudaContext>, len: usize) -> Result<MappedHost<T>, Error> {
        let failed = |e: cudarc::driver::DriverError| Error::Launch {
            kernel: "mapped host memory".into(),
            reason: e.to_string(),
        };
        let flags = sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE;
        // SAFETY: the memory is zeroed below, before anything reads it.
        let mut memory =
            unsafe { context.alloc_pinned_with_flags::<T>(len.max(1), flags) }.map_err(failed)?;
        let host = memory.as_mut_ptr().map_err(failed)?;
        // SAFETY: `host` points at `len.max(1)` cells this allocation owns.
        unsafe { std::ptr::write_bytes(host, 0, len.max(1)) };
        let mut device_pointer: sys::CUdeviceptr = 0;
        // SAFETY: `host` is DEVICEMAP page-locked memory of this context.
        unsafe { sys::cuMemHostGetDevicePointer_v2(&mut device_pointer, host.cast(), 0) }
            .result()
            .map_err(failed)?;
        Ok(MappedHost {
            memory,
            host,
            device_pointer,
        })
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.memory.len()
    }

    /// Whether there are no cells (never: a mapping has at least one).
    pub fn is_empty(&self) -> bool {
        self.memory.is_empty()
    }

    /// The kernel argument: the device's address of the memory and its length.
    pub fn raw(&self) -> crate::abi::cuda_sync_global {
        crate::abi::cuda_sync_global {
            cells: self.device_pointer as *mut core::ffi::c_void,
            len: self.memory.len() as u64,
        }
    }

    /// Zeroes every cell; `&mut` because no kernel may be using the memory.
    pub fn clear(&mut self) {
        // SAFETY: `host` points at the `len()` cells this allocation owns, and
        // `&mut self` means no launch holds them.
        unsafe { std::ptr::write_bytes(self.host, 0, self.memory.len()) };
    }

    /// Cell `index` as the host sees it now (a volatile read: the GPU may be writing).
    pub fn read(&self, index: usize) -> T {
        assert!(
            index < self.memory.len(),
            "index {index} out of {} cells",
            self.memory.len()
        );
        // SAFETY: in bounds; volatile because the device writes this memory concurrently.
        unsafe { std::ptr::read_volatile(self.host.add(index)) }
    }
}

impl MappedHost<u32> {
    /// Flag `index`, read with acquire: once the host sees it set, it sees what
    /// the device released before setting it.
    pub fn acquire(&self, index: usize) -> u32 {
        assert!(
            index < self.memory.len(),
            "index {index} out of {} cells",
            self.memory.len()
        );
        // SAFETY: in bounds and 4-byte aligned; the device writes it with
        // system-scope atomics, which the host may observe as atomics.
        let flag = unsafe { &*(self.host.add(index) as *const AtomicU32) };
        let value = flag.load(Ordering::Acquire);
        fence(Ordering::Acquire);
        value
    }
}
