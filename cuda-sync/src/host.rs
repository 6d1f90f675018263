//! Publishing to the host: page-locked host memory the GPU writes while the
//! host reads it, with the kernel still running.
//!
//! The host is outside device scope: "Publish data to the host:
//! `__threadfence_system()` plus a system-scope atomic" (lesson "Memory
//! Consistency and Fences"). Mapped memory reaches [`System`](crate::System),
//! so only system-scope fences and atomics order it, and a [`HostChannel`]'s
//! flags are set with a system-scope store that must release the payload.
//! Mirrors `cpp/include/cuda_sync/host.cuh`.

use core::marker::PhantomData;
use std::sync::atomic::{fence, AtomicU32, Ordering};
use std::sync::Arc;

use cudarc::driver::{sys, CudaContext, DeviceRepr, PinnedHostSlice, ValidAsZeroBits};

use crate::error::Error;
use crate::memory::CellIndex;
use crate::message::{SignalledByWriter, Slot, SlotOf};
use crate::on_device::OnDevice;
use crate::order::Order;
use crate::publish::{ByThread, Evidence, Released, Written};
use crate::scope::System;

/// Host memory a kernel reaches (reach [`System`]). A kernel parameter of this
/// type takes a `&MappedHost<T>` on the host. Like `Global`, it is not `Copy`:
/// a host channel owns its payload and its flags, two buffers.
pub struct Mapped<T> {
    pub(crate) _on_device: OnDevice,
    cells: PhantomData<T>,
}

/// Payload and flags in host memory: the device writes, the host reads.
pub struct HostChannel<T> {
    pub(crate) on_device: OnDevice,
    cells: PhantomData<T>,
}

/// The flag store that tells the host: it must release the payload at system scope.
#[diagnostic::on_unimplemented(
    message = "the payload is not released to the host before its flag",
    label = "this flag store released nothing",
    note = "rule (lesson \"Memory Consistency and Fences\"): to publish data to the host, release it at system scope before the flag the host polls",
    note = "fix: `let fenced = written.release_fence::<System>();` then `channel.signal(1u32, Relaxed, fenced)`, or `channel.signal(1u32, Release, written)`"
)]
pub trait ReleasedToHost {}
impl ReleasedToHost for Released {}

impl<T: Copy> HostChannel<T> {
    /// This thread's store of payload cell `slot`, to be released at system scope.
    pub fn write(&self, slot: impl CellIndex, value: T) -> Written<System, ByThread, Slot<Self>> {
        let _ = (slot, value);
        match self.on_device {}
    }

    /// Sets the flag of the slot `evidence` stored to `value`, with a
    /// system-scope store of `order`.
    pub fn signal<O: Order, E>(&self, value: u32, order: O, evidence: E)
    where
        E: Evidence,
        E::Stored: SlotOf<Self>,
        E::Writer: SignalledByWriter,
        E::ReleasedBy<O>: ReleasedToHost,
    {
        let _ = (value, order, evidence);
        match self.on_device {}
    }
}

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
