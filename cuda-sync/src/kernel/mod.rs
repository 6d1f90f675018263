//! The kernel language: the types rustc checks a `#[kernel]` body against.
//! Nothing here runs on the host; each module mirrors a header of the C++ shim
//! in `cpp/include/cuda_sync/`, name for name.

pub mod arg;
pub mod array;
pub mod atomic;
pub mod block;
pub mod bounds;
mod facts;
pub mod flow;
pub mod host;
pub mod lookback;
pub mod math;
pub mod maybe;
pub mod memory;
pub mod message;
pub(crate) mod on_device;
pub mod operator;
pub mod order;
pub mod output;
pub mod publish;
pub mod queue;
pub mod scope;
pub mod tile;
pub mod tuple;
pub mod uniform;
pub mod vector;
pub mod view;
pub mod warp;
