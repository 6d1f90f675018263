//! Device-side checks: every index a kernel uses stays below the length of
//! what it indexes.
//!
//! What the types cannot see is checked where it happens. Each index into an
//! input, an output, global memory, a tile, shared memory or a warp is
//! compared with its length on the device; an index out of range writes the
//! fault record of the kernel's module (host memory mapped for the device)
//! and stops the kernel. The runtime then reports [`Error::DeviceCheck`],
//! naming the kernel, the check, the index and the length. The checks add no
//! synchronization (no atomic, no fence). Mirrors
//! `cpp/include/cuda_sync/bounds.cuh`.

use std::fmt;
use std::sync::Arc;

use cudarc::driver::{CudaContext, CudaModule};

use crate::error::Error;
use crate::host::MappedHost;

/// What a failed device-side check was about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// An index into a buffer, a tile or shared memory.
    Index,
    /// A lane of the warp (0 to 31).
    Lane,
    /// A ticket or grid-barrier arrival past the last block: the counter was
    /// not zero at launch.
    Counter,
}

impl Check {
    /// The check a fault record names (`cuda_sync_fault::check`), if any.
    fn from_code(code: u64) -> Option<Check> {
        match code {
            1 => Some(Check::Index),
            2 => Some(Check::Lane),
            3 => Some(Check::Counter),
            _ => None,
        }
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Check::Index => "index out of bounds",
            Check::Lane => "lane outside the warp",
            Check::Counter => {
                "ticket or arrival past the last block (the counter was not zero at launch)"
            }
        })
    }
}

/// The name of the device variable that points at a module's fault record.
const RECORD_SYMBOL: &str = "cuda_sync_fault_record";

/// One kernel module's fault record: `cuda_sync_fault` (index, length, check)
/// in mapped host memory, readable even after the kernel stopped the context.
pub(crate) struct FaultRecord {
    kernel: String,
    cells: MappedHost<u64>,
}

impl FaultRecord {
    /// A zeroed record for `kernel`, pointed at by its module.
    pub(crate) fn attach(
        context: &Arc<CudaContext>,
        module: &Arc<CudaModule>,
        kernel: &str,
    ) -> Result<FaultRecord, Error> {
        let failed = |reason: String| Error::Load {
            kernel: kernel.to_string(),
            reason: format!("could not set up its bounds checks: {reason}"),
        };
        let cells = MappedHost::<u64>::zeroed(context, 3)?;
        let stream = context.default_stream();
        let mut symbol = module
            .get_global(RECORD_SYMBOL, &stream)
            .map_err(|e| failed(e.to_string()))?;
        let address = (cells.raw().cells as u64).to_ne_bytes();
        stream
            .memcpy_htod(&address, &mut symbol)
            .and_then(|()| stream.synchronize())
            .map_err(|e| failed(e.to_string()))?;
        Ok(FaultRecord {
            kernel: kernel.to_string(),
            cells,
        })
    }

    /// The failed check this record holds, as an error.
    pub(crate) fn fault(&self) -> Option<Error> {
        let check = Check::from_code(self.cells.read(2))?;
        Some(Error::DeviceCheck {
            kernel: self.kernel.clone(),
            check,
            index: self.cells.read(0),
            len: self.cells.read(1),
        })
    }
}
