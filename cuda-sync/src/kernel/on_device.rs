//! Device-only values.
//!
//! A kernel body is kept as Rust so that rustc checks its synchronization, but it
//! is never executed on the host: it runs on the GPU as the CUDA C++ the macro
//! emits. Every value that exists only on the GPU (the block, global memory, the
//! evidence of a store) holds an [`OnDevice`], which has no values, so the Rust
//! bodies of their methods are provably unreachable (`match self.on_device {}`).

/// The uninhabited marker of device-only values. It cannot be constructed.
#[derive(Clone, Copy, Debug)]
pub enum OnDevice {}
