//! The pass ui-tests that both the NVRTC tests (`constructs.rs`) and the GPU
//! tests (`gpu.rs`) compile: one copy of each kernel for both.
#![allow(dead_code)]

/// Kernels over 2-D and 3-D grids.
#[path = "../../ui-tests/pass/kernels/grids_in_two_and_three_dimensions.rs"]
pub mod grids;

/// Kernels with shared memory sized at launch.
#[path = "../../ui-tests/pass/kernels/launch_sized_shared_memory.rs"]
pub mod launch_sized;

/// Kernels with a thread's own arrays.
#[path = "../../ui-tests/pass/kernels/local_arrays.rs"]
pub mod local_arrays;

/// The README's scalar-methods kernel.
#[path = "../../ui-tests/pass/kernels/readme_soft_threshold.rs"]
pub mod readme_math;

/// A kernel with a struct argument.
#[path = "../../ui-tests/pass/kernels/struct_arguments.rs"]
pub mod struct_arguments;

/// Struct arguments spelled under other names.
#[path = "../../ui-tests/pass/kernels/struct_arguments_renamed.rs"]
pub mod struct_arguments_renamed;

/// Inputs that CUDA's read-only load has no form for.
#[path = "../../ui-tests/pass/kernels/inputs_of_bool_and_vectors.rs"]
pub mod inputs_of_bool_and_vectors;

/// A kernel with tuples.
#[path = "../../ui-tests/pass/kernels/tuples.rs"]
pub mod tuples;

/// `shuffle_xor` with a mask past the warp.
#[path = "../../ui-tests/pass/kernels/shuffle_xor_past_the_warp.rs"]
pub mod shuffle_xor_past_the_warp;

/// `!` after `&`, `|`, `^` on two `bool`s.
#[path = "../../ui-tests/pass/kernels/bool_bitwise_then_not.rs"]
pub mod bool_bitwise_then_not;

/// A block-stride loop to the top of `u32`.
#[path = "../../ui-tests/pass/kernels/block_stride_to_the_end.rs"]
pub mod block_stride_to_the_end;

/// Rust's meaning at the edges: wrapping, masked shifts, saturating casts.
#[path = "../../ui-tests/pass/kernels/rust_integer_and_cast_meaning.rs"]
pub mod rust_meaning;

/// `len()` and `is_empty()` of a thread's array and of an output.
#[path = "../../ui-tests/pass/language/lengths.rs"]
pub mod lengths;

/// Destructuring assignments and `swap` on a thread's array.
#[path = "../../ui-tests/pass/language/swaps_and_tuple_assignments.rs"]
pub mod swaps_and_tuple_assignments;

/// Saturating arithmetic and bit counts of the integer types.
#[path = "../../ui-tests/pass/language/saturating_and_bit_counts.rs"]
pub mod saturating_and_bit_counts;

/// Loops over a thread's array with each cell's index (`enumerate`).
#[path = "../../ui-tests/pass/language/enumerated_loops.rs"]
pub mod enumerated_loops;

/// `u8`, `i8`, `u16` and `i16` in their own widths.
#[path = "../../ui-tests/pass/language/narrow_integers.rs"]
pub mod narrow_integers;

/// `rem_euclid`, `div_euclid`, `abs_diff`, `unsigned_abs`, `is_power_of_two`.
#[path = "../../ui-tests/pass/language/euclid_and_unsigned.rs"]
pub mod euclid_and_unsigned;

/// A breadth-first search's level, its parents owned by the marks.
#[path = "../../ui-tests/pass/views/marked_cells.rs"]
pub mod marked_cells;

/// A double tile, one barrier a step.
#[path = "../../ui-tests/pass/tiles/double_tile.rs"]
pub mod double_tile;

/// Float arguments typed by the method's receiver.
#[path = "../../ui-tests/pass/language/float_arguments_typed_by_the_receiver.rs"]
pub mod float_arguments;
