//! The kernel language: the Rust subset of `#[kernel]` and `#[device]`
//! functions, what each construct is in the CUDA C++, and what is refused.
//!
//! A kernel is an ordinary Rust function under `#[kernel]`. rustc type-checks
//! its body against this crate's types (never running it), and the macro
//! emits the same body as CUDA C++ over the shim in `cpp/include/cuda_sync/`,
//! with `#line` directives back into the Rust file. The macro also writes a
//! module of the kernel's name: `SOURCE` (the C++), `launch` (the typed
//! launcher) and `compiles_in_nvrtc`, an ignored test that compiles the
//! kernel through NVRTC (the general launch shape and one of a known block, every instance of a generic
//! kernel without const parameters): `cargo test -- --ignored
//! compiles_in_nvrtc` checks every kernel of a crate on a machine with NVRTC
//! and no GPU.
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! #[kernel]
//! pub fn scale(block: ThisBlock, #[len(n)] input: &[f32], n: u64, factor: f32, #[len(n)] out: &mut [f32]) {
//!     for i in block.grid_stride(n) {
//!         out[i] = input[i] * factor.get();
//!     }
//! }
//!
//! fn main() {
//!     // What NVRTC compiles (the launcher compiles it on first use, and caches it).
//!     assert!(scale::SOURCE.cuda.contains("extern \"C\" __global__ void scale("));
//! }
//! ```
//!
//! # Parameters
//!
//! | Rust | host argument of `launch` | C++ | meaning |
//! | --- | --- | --- | --- |
//! | `block: ThisBlock` | (none) | `ThisBlock` | the block and thread indices, barriers, reductions |
//! | `&[T]` | `&CudaSlice<T>` (or a `CudaView`, `CudaViewMut`) | `Input<T>` | read-only input |
//! | `&mut [T]` | `&mut CudaSlice<T>` (or a `CudaViewMut`: an offset sub-range) | `Output<T>` | output; each thread writes the cells it owns |
//! | `Output<T, W>` | `&mut CudaSlice<T>` (or a `CudaViewMut`) | `Output<T>` | output owned in view `W`: leader, last block, claim, mark (`ByMark`: the thread that sets a mark first), or a view of `view` (`Coalesced<Chunks<C>>`) |
//! | `Global<T>` | `&mut CudaSlice<T>` (or a `CudaViewMut`) | `Global<T>` | memory every block touches: atomics, publication |
//! | `GridBarrier` | `&mut CudaSlice<u32>` | `GridBarrier` | a grid-wide barrier (cooperative launch) |
//! | `Mapped<T>` | `&MappedHost<T>` | `Mapped<T>` | host memory the kernel publishes to |
//! | `u32`, `u64`, `usize`, `i32`, `i64`, `u8`, `i8`, `u16`, `i16`, `f32`, `f64`, `bool` | the value | `Uniform<T>` | a scalar, the same in every thread |
//! | a struct that derives [`KernelArg`](crate::arg::KernelArg) | the value | `Uniform<S>` | `#[repr(C)]` scalars, the same in every thread; fields read as `s.field` |
//!
//! The narrow integers `u8`, `i8`, `u16` and `i16` are values, buffers,
//! outputs, tile cells and array cells, computed in their own width as Rust
//! computes them (`255u8 + 1` is 0); no atomic or reduction takes them, so a
//! `Global` of one is refused, and a generic [`Scalar`](crate::math::Scalar)
//! is one of the wider types.
//!
//! `#[len(EXPR)]` on a buffer states its elements, in `blocks`, `threads`
//! and the scalar parameters; the launcher refuses a shorter buffer before
//! anything reaches the GPU, and the kernel sees the first `EXPR` elements of
//! a longer one, as if handed `&buffer[..EXPR]`. Every index is checked on
//! the device ([`bounds`](crate::bounds)), against that length: where `EXPR`
//! is a scalar parameter, a const parameter or a literal, the C++ spells the
//! length so, and a loop below it (`for i in block.grid_stride(n)` over
//! `#[len(n)]`) loses its per-element check, as hand-written CUDA has none.
//!
//! # Statements and expressions
//!
//! - `let` and `let mut`, with or without a type; a number in a `let` has a
//!   suffix (`0u32`, `1.0f32`), as its C++ type follows it. So does every
//!   float, a number past `i32::MAX`, a number passed to a device function,
//!   and arithmetic of numbers alone (`1u64 << 40`); a small integer beside
//!   a typed value takes its type (`x + 1`, `k * 2`), and so does a float
//!   (`x * 0.5`, `0.1 / x`, `s -= 0.25`, `s = 1.5`, `x > -0.5`), in `f32` or
//!   `f64` as rustc gives it (the C++ holds both of rustc's roundings).
//! - Arithmetic (`%` of floats is C++'s `fmod`, as Rust's), comparisons, `!`,
//!   `&&` and `||` (short-circuit, as in Rust),
//!   `as` casts, indexing, assignment and compound assignment.
//! - `if`/`else`, `if let Some(x) = ...` (the proofs of [`maybe`](crate::maybe)),
//!   `while`, `loop` (`while true` in the Rust rustc checks and in the C++,
//!   so every rule for a `while` holds; it has no value, so a function returns
//!   after it), `match` on an integer whose arms are literals, constants
//!   by path (`u32::MAX`) or by a name in upper case that the function binds
//!   nowhere else (`ADD`, a `const`), `|` and ranges of those
//!   (`i32::MIN..=-1`), guards on any arm but the last (`3..=7 if x > n`,
//!   `_ if done`), with `_` last, an arm of `()` doing nothing (an `if` chain, in the Rust and the
//!   C++, testing a `let` of the value where it is not a variable, so a
//!   `match` on a per-thread value is a per-thread branch; byte literals,
//!   `b'0'..=b'9'`, are integers), `matches!(x, pattern)` with such a
//!   pattern (and a guard or none), `for i in a..b` (a range of numbers without suffixes is `i32`, as in
//!   C++: write `0u32..4u32` to index with it; `for _ in a..b` counts
//!   without a name), `for i in a..=b` (to `b` included, even `u32::MAX`),
//!   either backwards (`(a..b).rev()`) or stepped (`(a..b).step_by(k)`,
//!   uniform where the range and `k` are; a step of 0 stops the kernel with
//!   `Check::Step`, as Rust panics), `for i in block.grid_stride(n)` (`n`
//!   a `u32`, `u64` or `usize`), `for w in weights` over a thread's own
//!   array, by value (its `N` iterations are the same in every thread),
//!   and `for w in &weights`, `weights.iter()` with `*w`, or
//!   `weights.into_iter()`, the same loop; each with `.enumerate()` and a
//!   pair `(k, w)`, `k` the cell's index as a `usize` counted from 0;
//!   `break`, `continue`, `return`.
//! - `core::f32::consts::PI` and the other constants of `core::f32::consts`
//!   and `core::f64::consts` (or `std::`'s), by their paths.
//! - `if`/`else` and blocks as values (`let m = if a > b { a } else { b };`,
//!   `let t = { let s = a * b; s + c };`, `else if` chains): one branch
//!   runs, as in Rust. The value is as uniform as the condition and both
//!   branches: a per-thread choice of uniform values is per-thread, and a
//!   number alone joins a value of either kind (`if n > 8 { 8u32 } else { n }`
//!   is uniform where `n` is). Nothing in a branch leaves it (`return`, or a
//!   `break` of a loop around it): compute the value, then leave.
//! - A scalar method by its type's path is its first argument's method
//!   (`f32::max(a, b)` is `a.max(b)`; a number without a suffix there takes
//!   the path's type), and `u64::from(x)`, `f64::from(y)` widen without
//!   loss, as Rust's `From` between scalars (rustc checks which exist).
//! - A scalar method of uniform operands is uniform (`rounds.min(8)` of a
//!   kernel argument may bound a loop with a barrier), as a pure function's
//!   value is; with a per-thread operand it is per-thread. An integer
//!   without a suffix beside the receiver of `min`, `max`, `clamp`,
//!   `wrapping_add` and the others whose operands are the receiver's type
//!   takes that type, as rustc gives it.
//! - `assert!(c)`, `assert_eq!(a, b)`, `assert_ne!(a, b)` and their
//!   `debug_` forms (checked in every build, as in a debug build), with a
//!   string literal as the message or none: where the condition does not
//!   hold, the kernel stops and the launch reports
//!   [`Check::Assert`](crate::bounds::Check::Assert) with the line, as Rust
//!   panics. The GPU formats nothing, so a message has no arguments.
//! - `let _ = e;` computes `e` and keeps it nowhere; a number without a
//!   suffix takes the type its `let` declares (`let s: f32 = 0.5;`, the cells
//!   of `let a: [u64; 2] = [0; 2];`).
//! - Method calls on this crate's types, calls to `#[device]` functions by
//!   name or path (`helper(x)`, `util::axpy(a, x, y)`, or a `use`d one; a
//!   uniform value passes to a plain parameter as its plain value:
//!   `axpy(a, x[i], y[i])` with `a` a kernel's `f32`), and
//!   the scalar methods and constants below. No other method: a trait of
//!   your own could give a crate type a method rustc would check while the
//!   GPU ran another (rule N1).
//! - A kernel's const parameters are the same in every thread: as operands
//!   they are uniform, as literals are (`for t in 0u64..(N + 15u64) / 16u64`
//!   may hold a barrier).
//! - A thread's own arrays ([`array`](crate::array)): `let mut acc =
//!   [0.0f32; 4];`, `[a, b, c]`, `acc[k] += x;`, and `[T; N]` as a `let`'s
//!   type and a device function's parameter or result. Cells are plain
//!   numbers (a cell read at a thread's own index is that thread's), every
//!   index is checked against `N`, and an array is passed by value, never as
//!   a `&[T]` (a kernel's buffer). `acc.len()` is `N` (a constant, so `for k
//!   in 0..acc.len()` is a plain loop), as an output's `out.len()` is the
//!   cells its `#[len(..)]` declares; `is_empty()` beside each. Arrays of
//!   arrays are not in the language.
//! - Tuples ([`tuple`](crate::tuple)): `(a, b)`, `t.0`, `let (q, _) =
//!   divide(x, y);`, and `(T, U)` as a type. Cells are plain numbers; a
//!   tuple is assigned whole. Two places at once, as a statement: `(a, b) =
//!   (b, a);` (the value whole first, `_` for a place left alone), and
//!   `cells.swap(i, j);` on a thread's array.
//! - Constants of scalar types by name (`const TILE: u32 = 16;`): the C++ gets
//!   each one's value.
//! - Shared memory: `let tile: Tile<f32, 256> = block.shared();`, at the top of
//!   the body (not in a loop). Each thread writes its own cell
//!   (`tile.write_own(v)`), and after a barrier reads any cell:
//!   `tile.read(i)`, or `tile.read_2d::<16>(row, column)` for a tile of rows
//!   of 16 (each index checked against its own bound, so a tiled matrix
//!   multiply's inner loop keeps no checks). A padded tile is written at 2-D
//!   places, `tile.write_own_2d::<33>(v)` (row `threadIdx.y`, column
//!   `threadIdx.x`, rows of 33 cells: a transpose without bank conflicts),
//!   and read after a block barrier. Within a warp: `sync_warp()` after the
//!   writes, `read_lane(lane)`, `sync_warp()` again; a loop of such rounds
//!   carries a tile declared `Tile<u32, 1024, WarpWritable>`. A pipeline
//!   that fills step `k + 1` while it reads step `k` takes a
//!   [`DoubleTile`](crate::tile::DoubleTile) (`let tiles: DoubleTile<f32,
//!   256> = block.shared();`): `write_strided` fills the next half, `read`
//!   reads the current one, and `flip` swaps them after a block barrier, one
//!   barrier a step.
//!
//! Scalar methods are CUDA's own device functions, with Rust's meaning:
//! `sqrt`, `cbrt`, `exp`, `exp2`, `ln`, `log2`, `log10`, `sin`, `cos`, `tan`,
//! `asin`, `acos`, `atan`, `sinh`, `cosh`, `tanh`, `powf`, `powi`, `atan2`,
//! `hypot`, `copysign`, `min`, `max`, `clamp`, `abs`, `recip`, `mul_add`,
//! `signum`, `floor`, `ceil`, `round`, `trunc`, `is_nan`, `is_finite`,
//! `to_bits` (and back, `f32::from_bits(bits)`, `f64::from_bits(bits)`);
//! `wrapping_add`, `wrapping_sub`, `wrapping_mul`, `saturating_add`,
//! `saturating_sub`, `pow`, `count_ones`, `count_zeros`, `leading_zeros`,
//! `leading_ones`, `trailing_zeros`, `trailing_ones`, `rotate_left`,
//! `rotate_right`, `abs_diff`, `unsigned_abs`, `is_power_of_two`,
//! `wrapping_neg`, `wrapping_abs`;
//! `rem_euclid` and `div_euclid` of integers and floats (a divisor of 0 stops
//! the kernel as `%` does); and `MAX`, `MIN`, `BITS`, `EPSILON`, `INFINITY`,
//! `NEG_INFINITY`, `NAN`, `MIN_POSITIVE` of each scalar type.
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! const CUTOFF: f32 = 0.5;
//!
//! #[device]
//! pub fn shrink(x: f32) -> f32 {
//!     (x.abs() - CUTOFF).max(0.0f32).copysign(x)
//! }
//!
//! #[kernel]
//! pub fn soft_threshold(block: ThisBlock, #[len(n)] input: &[f32], n: u64, #[len(n)] out: &mut [f32]) {
//!     for i in block.grid_stride(n) {
//!         out[i] = shrink(input[i]).clamp(f32::MIN, f32::MAX);
//!     }
//! }
//!
//! fn main() {
//!     let unit = soft_threshold::SOURCE.translation_unit();
//!     // The constant is rustc's value, as an exact hexadecimal float.
//!     assert!(unit.contains("math::method::copysign") && unit.contains("(0x800000p-24f /* 0.5 */)"));
//! }
//! ```
//!
//! Atomics ([`Atomic`](crate::Atomic), from `Global::atomic::<S>` or
//! `Global::atomics::<S>().at(i)`) have `load`, `store`, `fetch_add`,
//! `fetch_sub`, `fetch_min`, `fetch_max`, `exchange` and `compare_exchange`
//! (which returns the value it found, as CUDA's `atomicCAS`), and for integers
//! `fetch_and`, `fetch_or` and `fetch_xor`; floats add, subtract, and take the
//! minimum and maximum. Each names its order; a `while` on any of them is a
//! spin (rule R1). Two of a thread's atomics on two cells of global memory
//! keep their program order only through their orders (`Acquire` on the
//! earlier read, `Release` on the later write, `SeqCst` on a store and a
//! later load), counts aside; `Unordered` (relaxed) marks an access whose
//! order is not wanted. Shared atomics are `Block`-scope, and between two
//! barriers only stored, only updated or only loaded (rule A1 of
//! `docs/soundness.md`).
//!
//! Warp operations ([`warp`](crate::warp)) are methods of `ThisBlock`:
//! `shuffle`, `shuffle_xor`, `shuffle_down`, `shuffle_up`, `ballot`, `any`,
//! `all`, `match_any`, `warp_sum`, `warp_min` and `warp_max` (`u32` and
//! `i32`, the types of CUDA's `__reduce_*_sync`), each where the
//! whole warp is converged and present.
//!
//! # Generic kernels and device functions
//!
//! A type parameter is bounded by one of the scalar traits of
//! [`math`](crate::math): [`Scalar`](crate::math::Scalar) (any number: the
//! operators, comparisons, `ZERO`, `ONE`, `MAX`, `MIN`),
//! [`Float`](crate::math::Float) (`f32`, `f64`: the float methods and
//! constants) or [`Int`](crate::math::Int) (the integers: bit operators,
//! `Ord`, the integer methods). A kernel may also take const parameters of a
//! scalar type (`const K: u32`), which are plain values in the body.
//!
//! A generic kernel's module has `source::<T, ..>()` in place of `SOURCE`, and
//! `launch::<T, ..>` (usually inferred from the buffers). Each instance is
//! compiled on its first launch, as its own C++ (`T` spelled `float`), under
//! its own name (`axpy__f32`). A generic device function is a C++ template:
//! each of its type parameters appears in a parameter's type, and C++ deduces
//! it from the arguments as rustc infers it. A literal argument keeps its
//! own type (`twice(3u64)` is the `u64` instance; `top(5u32)` where a `u64`
//! is wanted is refused), and a uniform one passes as its plain value,
//! `twice(n.get())`. Calls take no `::<..>`.
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! #[device]
//! pub fn lerp<T: Float>(a: T, b: T, t: T) -> T {
//!     (b - a).mul_add(t, a)
//! }
//!
//! #[kernel]
//! pub fn axpy<T: Float>(block: ThisBlock, a: T, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
//!     for i in block.grid_stride(n) {
//!         y[i] = a.get().mul_add(x[i], y[i]);
//!     }
//! }
//!
//! #[kernel]
//! pub fn halfway<T: Float>(block: ThisBlock, #[len(n)] x: &[T], n: u64, #[len(n)] out: &mut [T]) {
//!     for i in block.grid_stride(n) {
//!         out[i] = lerp(x[i], T::ONE, T::ONE / (T::ONE + T::ONE));
//!     }
//! }
//!
//! fn main() {
//!     assert_eq!(axpy::source::<f64>().entry(), "axpy__f64");
//!     assert!(halfway::source::<f32>().translation_unit().contains("Input<float> x_"));
//! }
//! ```
//!
//! Refused, each with its reason: a bound other than one scalar trait, a
//! `where` clause, a lifetime, a device function's const parameter or a type
//! that only its return names (C++ could not deduce them), `::<..>` on a call,
//! and a generic parameter named like a type, order or scope of the language
//! (`ThisBlock`, `f32`, `Relaxed`: the macro reads those by their spelling).
//! Shared memory is a `Tile` (each thread writes its own cell, and reads any
//! after a barrier) or a `Shared` (any cell, through atomics at block scope).
//! Either is sized by a number (`Tile<f32, 256>`) or by a const parameter of
//! the kernel (`Shared<u32, BINS>`, `BINS: usize`): then it is dynamic shared
//! memory, sized by the launch (`histogram::launch::<32768>(..)`), checked
//! against the device's share for one block before the launch (an
//! `Error::InvalidLaunch` naming both sizes), and opted into past the 48 KiB
//! a launch takes without asking.
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! /// Counts of `input % BINS`: each block counts into its own bins in
//! /// shared memory, then adds them to the device's.
//! #[kernel]
//! pub fn histogram<const BINS: usize>(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(BINS)] bins: Global<u32>) {
//!     let local: Shared<u32, BINS> = block.shared();
//!     let bins = bins.atomics::<Device>();
//!     for b in block.block_stride(BINS as u32) {
//!         local.atomic::<Block>(b).store(0u32, Relaxed);
//!     }
//!     block.sync_threads();
//!     for i in block.grid_stride(n) {
//!         local.atomic::<Block>(input[i] % BINS as u32).fetch_add(1u32, Relaxed);
//!     }
//!     block.sync_threads();
//!     for b in block.block_stride(BINS as u32) {
//!         bins.at(b).fetch_add(local.atomic::<Block>(b).load(Relaxed), Relaxed);
//!     }
//! }
//!
//! fn main() {
//!     // 32768 bins: 128 KiB of shared memory per block, sized at launch.
//!     assert_eq!(histogram::source::<32768>().dynamic_shared_bytes, 131072);
//! }
//! ```
//!
//! # Two and three dimensions
//!
//! [`LaunchSize::new_2d`](crate::LaunchSize::new_2d) and `new_3d` launch grids
//! of blocks in two or three dimensions. `block.index()` and
//! `block.thread_index()` are then ranks (x fastest, as CUDA forms warps), and
//! every rule stated over them holds; `index_x()`, `thread_index_y()`,
//! `size_z()`, `count_x()`, `global_x()` .. are the indices and sizes along
//! each axis (the block's uniform, the thread's not). A thread owns the cell
//! at its position of a matrix of constant width: `if let Some(cell) =
//! block.cell_2d::<WIDTH>() { out[cell] = v; }` into an
//! `Output<T, ByPosition<WIDTH>>` (`cell_3d::<W, H>()` for volumes). A
//! transpose stores its block's tile mirrored: `block.cell_2d_transposed::<W>()`
//! into an `Output<T, ByTransposedTile<W>>` (thread (tx, ty) of block (bx, by)
//! owns row `bx·BW + ty`, column `by·BH + tx`).
//! `for b in block.block_stride(n)` shares `0..n` out among a block's threads.
//!
//! # Several cells a thread: views, fills and vectors
//!
//! A view gives each thread several output cells: a region per group
//! (`block.chunks::<C>()`, `block.warp_chunks::<C>()`,
//! `block.tiles::<R, C, W>()`, `.transposed()`) split among the group's
//! threads (`.coalesced()`, `.contiguous::<K>()`), whose `cell(k)` opens
//! with `if let Some(cell) = view.cell(k)` into an output of that view's
//! type, `Output<f32, Coalesced<Chunks<1024>>>` ([`view`](crate::view),
//! rule O2). A shared tile is filled cooperatively with
//! `tile.write_strided(values)` or `tile.write_strided_2d::<C, PITCH>(values)`
//! (a thread's array of values, cell `t + k·B` each, halo cells included),
//! then read after one barrier. Vectors (`F32x4`, `U32x4`, `I32x4`, `F64x2`,
//! `U64x2`, `I64x2`) are 16-byte cells of buffers, loaded and stored in one
//! access, with lanes by index, lane-by-lane arithmetic and
//! `F32x4::splat(x)` ([`vector`](crate::vector)). A launcher takes a
//! `CudaSlice` or a cudarc view of one (`CudaView`, `CudaViewMut`).
//!
//! A tile is exchanged in place by pairs: `let pair = tile.pairs(stride);`
//! gives each thread its two cells `stride` apart, `pair.values()` reads
//! them, `pair.write_pair(low, high)` writes them and gives the tile back
//! for one barrier: a bitonic sort's stage ([`Tile::pairs`](crate::Tile::pairs)).
//! `#[unroll]` (or `#[unroll(N)]`) on a `for` or `while` loop asks the C++
//! compiler to unroll it (`#pragma unroll`), so that a stage's stride is a
//! constant in each copy.
//!
//! # Scans: tiles that wait on lower tickets
//!
//! An ordinary launch waits without a bound on one thing only: a look-back
//! over the tiles before this one ([`lookback`](crate::lookback), rule F1).
//! Each block draws its tile from a ticket, scans it, publishes its
//! aggregate, looks back, publishes its inclusive prefix, and stores. The scan
//! combines with `Sum`, `Min` or `Max` ([`operator`](crate::operator)):
//!
//! ```
//! use cuda_sync::prelude::*;
//!
//! #[kernel(min_blocks_per_sm = 3)]
//! pub fn inclusive_sum(
//!     block: ThisBlock,
//!     #[len(n)] input: &[i32],
//!     n: u64,
//!     #[len(blocks + 1)] status: Global<TileStatus<i32>>,
//!     #[len(n)] output: Output<i32, ByTile>,
//! ) {
//!     let statuses = status.tile_statuses::<Device>();
//!     let tile = block.draw_tile(&statuses);
//!     let scan = block.scan_tile(tile, input, n, Sum);
//!     let aggregate = statuses.publish(Release, statuses.write_aggregate(&scan));
//!     let looked = statuses.look_back(aggregate, Acquire);
//!     statuses.publish(Release, statuses.write_prefix(&looked));
//!     let prefix = block.broadcast_prefix(looked);
//!     scan.store_inclusive(output, prefix);
//! }
//! # fn main() {}
//! ```
//!
//! Launch it with [`lookback::tiles`](crate::lookback::tiles) blocks; the
//! statuses buffer has one cell more, the tile order. A tile holds
//! [`items_per_thread`](crate::lookback::items_per_thread) elements a thread
//! in registers, sized for three resident blocks of 256 threads an SM:
//! `#[kernel(min_blocks_per_sm = N)]` asks the compiler for registers few
//! enough for N blocks (CUDA's `__launch_bounds__`; a variant compiled for
//! blocks of any shape has no bound), and any kernel may ask it. Refused:
//! a tile taken from the block index, a second order or draw, a step in a
//! branch or after a `return`, a relaxed flag with no fence, a relaxed
//! look-back, the look-back's result used without the broadcast, a scan in a
//! cooperative kernel.
//!
//! # Values and uniformity
//!
//! A value is uniform (the same in every thread of the block) or per-thread,
//! and the types say which: scalar parameters, literals and
//! [`Uniform`](crate::Uniform) values are uniform, and so are constants
//! where they are compared (`u32::MAX`, `T::ZERO`, a `const` item by its
//! name: `if rounds == ROUNDS` may hold a barrier, and `round += ROUNDS`
//! keeps a uniform `round` uniform), and so is arithmetic on constants and
//! literals alone (`rounds == ROUNDS + 1u32`), a constant alone as a
//! condition (`if DEBUG`), and a range's constant end
//! (`for _ in 0..ROUNDS` may hold a barrier); bound by a plain `let`, a
//! constant is the plain value it is; anything computed from a
//! thread index, memory or a scalar method is per-thread. Barriers and block
//! reductions stand only where every thread of the block arrives
//! ([`flow`](crate::flow)), and a uniform variable is assigned only there.
//!
//! A value may also be warp-uniform ([`WarpUniform`](crate::uniform::WarpUniform)):
//! `block.warp_index()`, and what arithmetic and comparison make of it with
//! uniform values. A branch on it holds whole warps, so a warp sum or a
//! shuffle stands in it: a warp a row is `let row = block.index() as u64 *
//! warps + block.warp_index() as u64; if row < rows { .. block.warp_sum(x) ..
//! }`.
//!
//! # Refused, and why
//!
//! Each is a compile error on the construct, naming the rule:
//!
//! - closures, any other `match`, labels, `unsafe`, `use`
//!   inside a body: not in the subset yet (the C++ of each is not written);
//! - a method of Rust's scalar types that the language does not map to CUDA
//!   (`exp_m1`, `checked_add`, `to_degrees`, `clone`): refused by name,
//!   where NVRTC would refuse it only at the first launch;
//! - a reference anywhere but a call's argument (`draw_tile(&statuses)`), a
//!   `ref` binding, and a device function's reference parameter to anything
//!   but a slice, `Atomic`, `Channel`, `Queue`, `TileStatuses`, `TileScan`
//!   or `Output` (rule N1: rustc would look a method up on the reference
//!   first, where a trait of your own could answer);
//! - a barrier or block reduction where threads may differ (rule U2), a
//!   thread-dependent exit before one (U3), a spin on another block without a
//!   cooperative launch (R1);
//! - a read of published data without the acquire, or a signal without the
//!   release (P1), a proof of one buffer used for another (P2), a second
//!   writer of an output cell (O1), a tile read with no barrier since its
//!   write (T1);
//! - an ordered operation beside another memory access in one expression,
//!   where C++ does not fix the order (E1), and a name that means something
//!   else in the C++ than to rustc (N1);
//! - a kernel named as CUDA or C++ names something else where its C++
//!   function goes (`max`, `expf`, `double`, `cudaStream_t`, `main`, a
//!   shim type such as `Uniform`, `_Pragma`, `NULL`), and an item of yours
//!   named `launch` or `SOURCE` used in a kernel, where the kernel's own
//!   item of that name stands (N1).
//!
//! The rules, their mechanisms and their limits are in `docs/soundness.md`.
