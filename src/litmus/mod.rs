//! Litmus tests: make the races the types refuse happen on the GPU at hand.
//!
//! One launch runs a shape (message passing, store buffering, the day-27
//! hand-off, ...) as hundreds of thousands of independent instances under
//! memory stress, then counts the instances that show the weak outcome. Raw
//! variants (the lessons' code, or relaxed accesses) are reported; typed
//! variants (the orders and fences the safe API emits) are gated. The method,
//! the shapes and the H200 numbers are in `docs/litmus.md`.

pub mod layout;
pub mod run;
pub mod settings;
pub mod shape;
pub mod table;

pub use layout::{Layout, Params};
pub use run::{Budget, Harness, Tally};
pub use settings::{Settings, Tuned};
pub use shape::{shape, Kind, Observer, Outcome, Shape, Variant, SHAPES};
