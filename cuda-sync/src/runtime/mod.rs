//! The host runtime: finding the toolkit, compiling with NVRTC, caching,
//! loading, validating and launching, and the host's side of mapped memory
//! and of the device-side checks.

pub mod aot;
pub(crate) mod cache;
pub(crate) mod compile;
pub(crate) mod error;
pub(crate) mod faults;
pub mod launch;
pub(crate) mod mapped;
pub(crate) mod nvrtc;
pub(crate) mod source;
pub mod toolkit;
