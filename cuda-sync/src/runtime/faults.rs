//! The fault records of the device-side checks ([`crate::bounds`]): one per
//! loaded kernel module, in host memory mapped for the device.

use std::sync::Arc;

use cudarc::driver::{CudaContext, CudaModule};

use crate::bounds::Check;
use crate::runtime::error::Error;
use crate::runtime::mapped::MappedHost;

/// The name of the device variable that points at a module's fault record.
const RECORD_SYMBOL: &str = "cuda_sync_fault_record";

/// The bit of the record's check word set by a check that leaves its index
/// out (`detail::index_left_out` in `bounds.cuh`): an index check, whose
/// index would cost registers in every loop that loads through it.
const INDEX_LEFT_OUT: u64 = 1 << 32;

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
        let word = self.cells.read(2);
        let check = Check::from_code(word & u64::from(u32::MAX))?;
        let index_left_out = word & INDEX_LEFT_OUT != 0;
        Some(Error::DeviceCheck {
            kernel: self.kernel.clone(),
            check,
            index: (!index_left_out).then(|| self.cells.read(0)),
            len: self.cells.read(1),
        })
    }
}
