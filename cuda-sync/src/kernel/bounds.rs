//! Device-side checks: every index a kernel uses stays below the length of
//! what it indexes.
//!
//! What the types cannot see is checked where it happens. Each index into an
//! input, an output, global memory, a tile, shared memory or a warp is
//! compared with its length on the device; an index out of range writes the
//! fault record of the kernel's module (host memory mapped for the device)
//! and stops the kernel. The runtime then reports
//! [`Error::DeviceCheck`](crate::Error::DeviceCheck),
//! naming the kernel, the check, the index and the length. The checks add no
//! synchronization (no atomic, no fence). Mirrors
//! `cpp/include/cuda_sync/bounds.cuh`.

use std::fmt;

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
    /// A message, a claim or a store's evidence used with a channel or queue
    /// of the same type that did not make it (rule P2 of `docs/soundness.md`).
    Source,
    /// A channel slot written again after its signal (the reader may be
    /// reading it).
    Rewritten,
}

impl Check {
    /// The check a fault record names (`cuda_sync_fault::check`), if any.
    pub(crate) fn from_code(code: u64) -> Option<Check> {
        match code {
            1 => Some(Check::Index),
            2 => Some(Check::Lane),
            3 => Some(Check::Counter),
            4 => Some(Check::Source),
            5 => Some(Check::Rewritten),
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
            Check::Source => "a message, claim or evidence of another channel or queue",
            Check::Rewritten => "a channel slot written again after its signal",
        })
    }
}
