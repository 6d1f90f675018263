//! The lesson programs' kernels, shared by `examples/` and the tests.

pub mod bench;
pub mod bounds;
pub mod compaction;
pub mod day14;
pub mod day27;
pub mod everyday;
pub mod grid_sync;
pub mod host_publish;
pub mod litmus;
pub mod message_passing;
pub mod ptx;
pub mod report;
pub mod ring_queue;
pub mod scan;
pub mod warp_scope;
