//! The kernel subset: signatures and the operations with special meaning.
//!
//! Parameters: `ThisBlock` (the context), `&[T]` (read-only input), `&mut [T]`
//! (per-thread output) or `Output<T, W>` (an output of view `W`), `Global<T>`
//! (memory every block touches), and scalars
//! (`u32`, `u64`, `usize`, `i32`, `i64`, `u8`, `i8`, `u16`, `i16`, `f32`, `f64`,
//! `bool`), which are uniform.
//! Statements: `let`/`let mut`, assignments, expressions. Expressions: typed or
//! untyped literals, variables, arithmetic, comparisons, `&&`/`||`/`!`, `as`
//! casts, indexing, method calls on crate types, calls to `#[device]` functions,
//! `if`/`else`, `if let Some(x) = ...`, `while`, `for x in a..b`,
//! `for i in block.grid_stride(n)`,
//! `break`/`continue`/`return`.

use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{FnArg, GenericArgument, Ident, Pat, PathArguments, Type};

/// Block-wide operations: every thread of the block (or grid) must arrive, so
/// they need block-uniform flow. They take the hidden flow token.
pub const BLOCK_WIDE: &[&str] = &[
    "sync_threads",
    "sync_warp",
    "sync_grid",
    "reduce_sum",
    "warp_sum",
    "broadcast_ticket",
    "draw_tile",
    "scan_tile",
    "broadcast_prefix",
];

/// The warp's collectives besides `warp_sum` and `sync_warp`: register
/// exchanges over every lane of the warp (`cuda_sync/warp.cuh`). They need what
/// the block-wide operations need of the flow, and touch no memory.
pub const WARP_COLLECTIVES: &[&str] = &[
    "shuffle",
    "shuffle_xor",
    "shuffle_down",
    "shuffle_up",
    "ballot",
    "any",
    "all",
    "match_any",
    "warp_min",
    "warp_max",
];

/// Block-wide operations that count every thread: after a thread-dependent
/// `return` they would read the lanes of threads that are gone.
pub const NEEDS_EVERY_THREAD: &[&str] = &[
    "reduce_sum",
    "warp_sum",
    "broadcast_ticket",
    "sync_warp",
    "draw_tile",
    "scan_tile",
    "broadcast_prefix",
];

/// Waits on other blocks: they take the hidden flow token, and need a
/// cooperative launch.
pub const WAITS: &[&str] = &["wait_forever", "send", "wait_for_item"];

/// `write_own` takes the hidden flow token to record whether threads have
/// returned; `shared` to check that the whole block declares the memory.
pub const RECORDS_EXITS: &[&str] = &["write_own", "shared"];

/// What the whole grid makes together, one way: a counter's tickets, a
/// channel, a queue. They take the hidden flow token, and need the kernel's
/// top level.
pub const AT_TOP_LEVEL: &[&str] = &[
    "take_ticket",
    "channel",
    "queue",
    "host_channel",
    "counter",
    "claims",
    "marks",
    "atomics",
    "tile_statuses",
    "draw_tile",
    "publish",
    "look_back",
];

/// Methods that may move a `Global` (and so give its memory a protocol): they
/// take the hidden flow token, and a `Global`'s need the kernel's top level.
/// (`store` and `atomic` on other types take the token and ignore it.)
pub const MOVES_MEMORY: &[&str] = &["atomic", "atomics", "counter", "claims", "marks", "store"];

/// Tile methods whose threads must agree: `pairs(stride)` splits a tile by a
/// stride every thread shares, and a double tile's `flip` swaps its halves
/// in every thread at once. They take the hidden flow token, and need
/// block-uniform flow.
pub const SPLITS_TILES: &[&str] = &["pairs", "flip"];

/// Whether a method splits a tile by an argument every thread shares.
pub fn splits_tiles(method: &Ident) -> bool {
    SPLITS_TILES.contains(&method.to_string().as_str())
}

/// How a `for` loop walks its range.
pub enum Walk<'a> {
    /// `a..b`: every value, first to last.
    Forward,
    /// `(a..b).rev()`: every value, last to first.
    Reversed,
    /// `(a..b).step_by(k)`: every `k`-th value from the first.
    Stepped(&'a syn::Expr),
}

/// The range a `for` loop runs over, and how it walks it: `a..b`, `a..=b`,
/// `(a..b).rev()`, `(a..b).step_by(k)` (and of `a..=b`), both bounds written.
pub fn loop_range(looped: &syn::Expr) -> Option<(&syn::ExprRange, Walk<'_>)> {
    let whole = |e: &syn::Expr| matches!(e, syn::Expr::Range(range) if range.start.is_some() && range.end.is_some());
    match looped {
        syn::Expr::Range(range) if whole(looped) => Some((range, Walk::Forward)),
        syn::Expr::MethodCall(call) if call.turbofish.is_none() => {
            let syn::Expr::Paren(inner) = &*call.receiver else {
                return None;
            };
            let syn::Expr::Range(range) = &*inner.expr else {
                return None;
            };
            if !whole(&inner.expr) {
                return None;
            }
            match (
                call.method.to_string().as_str(),
                call.args.first(),
                call.args.len(),
            ) {
                ("rev", None, 0) => Some((range, Walk::Reversed)),
                ("step_by", Some(step), 1) => Some((range, Walk::Stepped(step))),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether a method is made by the whole grid at the kernel's top level.
pub fn is_at_top_level(method: &Ident) -> bool {
    AT_TOP_LEVEL.contains(&method.to_string().as_str())
}

/// Whether a method gets the hidden flow token as its first argument.
pub fn takes_flow(method: &Ident) -> bool {
    let name = method.to_string();
    [
        BLOCK_WIDE,
        WARP_COLLECTIVES,
        WAITS,
        RECORDS_EXITS,
        AT_TOP_LEVEL,
        MOVES_MEMORY,
        SPLITS_TILES,
    ]
    .iter()
    .any(|list| list.contains(&name.as_str()))
}

/// Whether a method is a block-wide operation.
pub fn is_block_wide(method: &Ident) -> bool {
    let name = method.to_string();
    BLOCK_WIDE.contains(&name.as_str()) || WARP_COLLECTIVES.contains(&name.as_str())
}

/// Whether a method waits for the lanes of its warp alone: `warp_sum`,
/// `sync_warp`, and the warp's register exchanges.
pub fn is_warp_wide(method: &Ident) -> bool {
    method == "warp_sum" || method == "sync_warp" || is_warp_collective(method)
}

/// Whether a method is one of the warp's register exchanges.
pub fn is_warp_collective(method: &Ident) -> bool {
    WARP_COLLECTIVES.contains(&method.to_string().as_str())
}

/// Block-wide operations that run `__syncthreads()`: after one, no tile or
/// global write of this thread waits for its barrier.
pub const SETTLES_WRITES: &[&str] = &[
    "sync_threads",
    "sync_grid",
    "reduce_sum",
    "broadcast_ticket",
    "draw_tile",
    "scan_tile",
    "broadcast_prefix",
];

/// Methods that get the hidden tile-accesses token (after the flow token):
/// a tile's phase decides what they may do, given the block barriers since the
/// last writes and reads. Other types' methods of these names ignore it.
pub const TILE_ACCESSES: &[&str] = &[
    "flip",
    "read",
    "read_2d",
    "write_own",
    "write_own_2d",
    "write_strided",
    "write_strided_2d",
    "reuse",
    "sync_warp",
    "pairs",
];

/// Methods that write a thread's own tile cell.
pub const WRITES_TILES: &[&str] = &[
    "write_own",
    "write_own_2d",
    "write_strided",
    "write_strided_2d",
    "write_pair",
];

/// Methods that write tile cells of other warps' lanes: at 2-D places, by a
/// block-stride fill, or as a pair.
pub const PLACES_TILES: &[&str] = &[
    "write_own_2d",
    "write_strided",
    "write_strided_2d",
    "write_pair",
];

/// Whether a method writes tile cells of other warps' lanes.
pub fn places_tiles(method: &Ident) -> bool {
    PLACES_TILES.contains(&method.to_string().as_str())
}

/// Methods of a round of lane reads: its warp barrier and its reads.
pub const READS_LANES: &[&str] = &["sync_warp", "read_lane"];

/// Whether a method is part of a round of lane reads.
pub fn reads_lanes(method: &Ident) -> bool {
    READS_LANES.contains(&method.to_string().as_str())
}

/// Whether a method writes a thread's own tile cell.
pub fn writes_tiles(method: &Ident) -> bool {
    WRITES_TILES.contains(&method.to_string().as_str())
}

/// Whether a method gets the hidden tile-accesses token.
pub fn takes_tile_accesses(method: &Ident) -> bool {
    TILE_ACCESSES.contains(&method.to_string().as_str())
}

/// Every method of the crate's kernel types (and `load4`, the prelude's
/// trait on slices). A kernel calls these and the scalar methods
/// (`math::is_method`) only: the C++ shim's types have helpers of their own
/// (`Global::cell`), and a user trait giving a crate type a method of such a
/// name would have rustc check a method the GPU does not run (rule N1). A
/// unit test holds the list to the crate's sources.
/// The types the kernel's C++ shim defines at namespace level (`Tile`,
/// `Input`, `Array`): a user struct of one of these names would name two
/// types in the C++ (`parse::tests` holds the list to the headers).
const SHIM_TYPES: &[&str] = &[
    "Acquired",
    "Aggregate",
    "Array",
    "Arrival",
    "Atomic",
    "Atomics",
    "Barrier",
    "Bits",
    "Block",
    "BlockStride",
    "ByBlock",
    "ByLeader",
    "ByThread",
    "CellPair",
    "Channel",
    "Check",
    "Chunks",
    "Claim",
    "Claims",
    "Coalesced",
    "Coalesced2d",
    "Compound",
    "Contiguous",
    "Counter",
    "Covers",
    "Current",
    "Device",
    "DoubleTile",
    "DynamicTile",
    "F32x4",
    "F64x2",
    "Fenced",
    "Filled",
    "FirstFilled",
    "Fresh",
    "Global",
    "GridBarrier",
    "GridStride",
    "GridSynced",
    "HostChannel",
    "HostProducer",
    "I32x4",
    "I64x2",
    "Input",
    "Integer",
    "LastArrival",
    "Leader",
    "LogicResult",
    "LookedBack",
    "Mapped",
    "Marks",
    "Max",
    "Maybe",
    "Message",
    "Min",
    "NextFilled",
    "NotAcquired",
    "NotReleased",
    "Output",
    "Own",
    "OwnBelow",
    "Placed",
    "Prefix",
    "Producer",
    "Published",
    "Queue",
    "Range",
    "RangeInclusive",
    "Readable",
    "Region",
    "Released",
    "Reversed",
    "Shared",
    "Slot",
    "StatusValue",
    "Stepped",
    "Strided",
    "Sum",
    "System",
    "ThisBlock",
    "Ticket",
    "Tile",
    "TileScan",
    "TileScans",
    "TileStatuses",
    "Tiles",
    "Transposed",
    "Tuple",
    "U32x4",
    "U64x2",
    "Uniform",
    "UntypedFloat",
    "Vector",
    "Warp",
    "WarpChunks",
    "WarpReadable",
    "WarpUniform",
    "WarpWritable",
    "Writable",
    "Written",
];

/// The functions the kernel's C++ shim defines (`plain`, `range`, `field`):
/// a kernel of one of these names, an `extern "C"` function beside them,
/// would take over the shim's calls (`parse::tests` holds the list to the
/// headers).
const SHIM_FUNCTIONS: &[&str] = &[
    "array",
    "assert_holds",
    "bare",
    "bit_and",
    "bit_or",
    "bit_xor",
    "by_value",
    "cast",
    "chosen",
    "checked",
    "complement",
    "dynamic_offset",
    "dynamic_shared",
    "fence",
    "field",
    "get",
    "is_leader",
    "lifted",
    "lit",
    "logic_and",
    "logic_or",
    "pack",
    "plain",
    "range",
    "range_inclusive",
    "range_type",
    "reversed",
    "stepped",
    "repeat",
    "rust_bits",
    "same_source",
    "tuple",
    "uniform_if_all",
    "unpack",
];

/// The vectors of the language (`vector.rs`), 16 bytes of lanes: buffer
/// elements the C++ spells as the Rust does.
pub const VECTORS: &[&str] = &["F32x4", "U32x4", "I32x4", "F64x2", "U64x2", "I64x2"];

/// Whether a type name is one of the language's vectors.
pub fn is_vector(name: &str) -> bool {
    VECTORS.contains(&name)
}

/// Whether the kernel's C++ shim defines a function of this name.
pub fn is_shim_function(name: &str) -> bool {
    SHIM_FUNCTIONS.contains(&name)
}

/// Whether the kernel's C++ shim defines a type of this name.
pub fn is_shim_type(name: &str) -> bool {
    SHIM_TYPES.contains(&name)
}

pub const KERNEL_METHODS: &[&str] = &[
    "acquire_fence",
    "aggregate",
    "all",
    "any",
    "at",
    "atomic",
    "atomics",
    "ballot",
    "block_stride",
    "broadcast_prefix",
    "broadcast_ticket",
    "capacity",
    "cell",
    "cell_2d",
    "cell_2d_transposed",
    "cell_3d",
    "channel",
    "chunks",
    "claim",
    "claims",
    "coalesced",
    "coalesced_2d",
    "compare_exchange",
    "contiguous",
    "count",
    "count_x",
    "count_y",
    "count_z",
    "counter",
    "draw_tile",
    "exchange",
    "expect",
    "fetch_add",
    "fetch_and",
    "fetch_max",
    "fetch_min",
    "fetch_or",
    "fetch_sub",
    "fetch_xor",
    "flip",
    "free",
    "get",
    "global_index",
    "global_x",
    "global_y",
    "global_z",
    "grid_stride",
    "host_channel",
    "id",
    "index",
    "index_x",
    "index_y",
    "index_z",
    "is_empty",
    "is_some",
    "lane_index",
    "last",
    "leader",
    "leader_cell",
    "len",
    "load",
    "load4",
    "look_back",
    "low_index",
    "marks",
    "match_any",
    "number",
    "pairs",
    "producer",
    "publish",
    "queue",
    "read",
    "read_2d",
    "read_lane",
    "read_own",
    "reduce_sum",
    "release_fence",
    "reset",
    "reuse",
    "scan_tile",
    "send",
    "shared",
    "shuffle",
    "shuffle_down",
    "shuffle_up",
    "shuffle_xor",
    "signal",
    "size",
    "size_x",
    "size_y",
    "size_z",
    "sleep",
    "store",
    "store_exclusive",
    "store_inclusive",
    "sum",
    "sync_grid",
    "sync_threads",
    "sync_warp",
    "take_ticket",
    "thread_index",
    "thread_index_x",
    "thread_index_y",
    "thread_index_z",
    "tile_statuses",
    "tiles",
    "transposed",
    "unwrap",
    "values",
    "wait",
    "wait_for_item",
    "wait_forever",
    "warp_chunks",
    "warp_index",
    "warp_max",
    "warp_min",
    "warp_sum",
    "word",
    "write",
    "write_aggregate",
    "write_own",
    "write_own_2d",
    "write_pair",
    "write_prefix",
    "write_strided",
    "write_strided_2d",
];

/// Whether a method is one of the crate's kernel methods.
pub fn is_kernel_method(method: &Ident) -> bool {
    KERNEL_METHODS.contains(&method.to_string().as_str())
}

/// The crate's kernel methods that take their receiver by value; every other
/// method a kernel calls borrows it. Rust tries a method taking `self` before
/// it borrows, so a user trait's `read(self)` would answer `tile.read(i)`
/// before the crate's `read(&self)`: the checked body writes
/// `receiver(&tile).read(i)` for every method not listed here, whose first
/// candidate is then the crate's (rule N1, `__private::Receiver`). A method
/// missing here fails to compile (it cannot move out of the borrow), never
/// silently; a unit test holds the list to the crate's sources.
pub const TAKES_RECEIVER: &[&str] = &[
    "acquire_fence",
    "atomic",
    "atomics",
    "claims",
    "coalesced",
    "coalesced_2d",
    "contiguous",
    "counter",
    "expect",
    "flip",
    "get",
    "marks",
    "pairs",
    "release_fence",
    "reuse",
    "sum",
    "sync_threads",
    "sync_warp",
    "tile_statuses",
    "transposed",
    "unwrap",
    "write_own",
    "write_own_2d",
    "write_pair",
    "write_strided",
    "write_strided_2d",
];

/// Whether the crate's methods of this name borrow their receiver.
pub fn borrows_receiver(method: &Ident) -> bool {
    !TAKES_RECEIVER.contains(&method.to_string().as_str())
}

/// Methods that may read another warp's tile cell. (`read_lane` reads the
/// thread's own warp, of a tile only `__syncwarp()` makes writable again.)
/// `pairs` counts as one: its pair holds cells other threads wrote, so in a
/// statement that also writes a tile it is checked as if after the write
/// (`tile.write_strided(v).pairs(1u32)`).
pub const READS_TILES: &[&str] = &["read", "read_2d", "pairs"];

/// Whether a method may read another thread's tile cell.
pub fn reads_tiles(method: &Ident) -> bool {
    READS_TILES.contains(&method.to_string().as_str())
}

/// Whether a method runs `__syncthreads()`.
pub fn settles_writes(method: &Ident) -> bool {
    SETTLES_WRITES.contains(&method.to_string().as_str())
}

/// Whether a method counts every thread of the block (or warp).
pub fn needs_every_thread(method: &Ident) -> bool {
    NEEDS_EVERY_THREAD.contains(&method.to_string().as_str()) || is_warp_collective(method)
}

/// Whether a method waits on other blocks.
pub fn is_wait(method: &Ident) -> bool {
    WAITS.contains(&method.to_string().as_str())
}

/// Primitive scalar types and their C++ names.
pub const SCALARS: &[(&str, &str)] = &[
    ("u32", "unsigned int"),
    ("u64", "unsigned long long"),
    ("usize", "unsigned long long"),
    ("i32", "int"),
    ("i64", "long long"),
    ("u8", "unsigned char"),
    ("i8", "signed char"),
    ("u16", "unsigned short"),
    ("i16", "short"),
    ("f32", "float"),
    ("f64", "double"),
    ("bool", "bool"),
];

/// The C++ name of a scalar type, if `name` is one.
pub fn scalar(name: &str) -> Option<&'static str> {
    SCALARS
        .iter()
        .find(|(rust, _)| *rust == name)
        .map(|(_, cpp)| *cpp)
}

/// How a kernel parameter reaches the kernel.
pub enum Kind {
    /// `ThisBlock`: not passed; the emitted kernel declares it.
    Context,
    /// `&[T]`: host `&CudaSlice<T>`, C++ `Input<T>` (a `const T* __restrict__`).
    Input(Type),
    /// `&mut [T]` or `Output<T, W>`: host `&mut CudaSlice<T>`, C++ `Output<T>`.
    Output(Type),
    /// `Global<T>`: host `&mut CudaSlice<T>`, C++ `Global<T>`.
    Global(Type),
    /// `GridBarrier`: host `&mut CudaSlice<u32>` of at least 2 cells, C++ `GridBarrier`.
    GridBarrier,
    /// `Mapped<T>`: host `&MappedHost<T>`, C++ `Mapped<T>`.
    Mapped(Type),
    /// A scalar: passed by value, uniform in the body.
    Scalar(Ident),
    /// Any other type by name: a struct of scalars (`KernelArg`), passed by
    /// value, uniform in the body.
    Struct(Type),
}

/// One kernel parameter.
pub struct Param {
    pub name: Ident,
    pub ty: Type,
    pub kind: Option<Kind>,
    /// `#[len(EXPR)]`: the fewest elements the argument must have, in terms of
    /// `blocks`, `threads` and the kernel's scalar parameters.
    pub len: Option<syn::Expr>,
}

/// The `#[len(...)]` of a parameter, if it has one.
fn declared_len(attrs: &[syn::Attribute]) -> Result<Option<syn::Expr>, syn::Error> {
    let mut lens = attrs.iter().filter(|a| a.path().is_ident("len"));
    let Some(attr) = lens.next() else {
        return Ok(None);
    };
    if let Some(second) = lens.next() {
        return Err(syn::Error::new_spanned(
            second,
            "a parameter declares its length once: one `#[len(...)]`",
        ));
    }
    attr.parse_args().map(Some)
}

/// The signature's parameters as rustc checks them: `#[len]` attributes
/// removed, and each output (`&mut [T]`, `Output<T, W>`) a `&mut Output<T, W>`,
/// which only owned indices index.
pub fn checked_inputs(
    inputs: &syn::punctuated::Punctuated<FnArg, syn::Token![,]>,
) -> syn::punctuated::Punctuated<FnArg, syn::Token![,]> {
    let mut inputs = inputs.clone();
    for input in inputs.iter_mut() {
        if let FnArg::Typed(typed) = input {
            typed.attrs.retain(|a| !a.path().is_ident("len"));
            if let Some(output) = checked_output(&typed.ty) {
                *typed.ty = output;
            }
        }
    }
    checked_arrays(&mut inputs);
    inputs
}

/// Every `[T; N]` in `node`'s types as rustc checks it, a local array
/// (`::cuda_sync::array::Array<T, N>`): its cells plain, and no slice.
pub fn checked_arrays<N: ArrayTypes>(node: &mut N) {
    node.visit_types(&mut CheckedArrays);
}

/// What holds types that [`checked_arrays`] rewrites.
pub trait ArrayTypes {
    /// Visits each of its types.
    fn visit_types(&mut self, visitor: &mut CheckedArrays);
}

impl ArrayTypes for syn::punctuated::Punctuated<FnArg, syn::Token![,]> {
    fn visit_types(&mut self, visitor: &mut CheckedArrays) {
        self.iter_mut()
            .for_each(|arg| visitor.visit_fn_arg_mut(arg));
    }
}

impl ArrayTypes for Pat {
    fn visit_types(&mut self, visitor: &mut CheckedArrays) {
        visitor.visit_pat_mut(self);
    }
}

impl ArrayTypes for syn::ReturnType {
    fn visit_types(&mut self, visitor: &mut CheckedArrays) {
        visitor.visit_return_type_mut(self);
    }
}

/// Rewrites `[T; N]` as `::cuda_sync::array::Array<T, N>`.
pub struct CheckedArrays;

impl VisitMut for CheckedArrays {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        syn::visit_mut::visit_type_mut(self, ty);
        if let Type::Array(array) = ty {
            let (elem, len) = (&array.elem, &array.len);
            // A const argument is a literal, a name, or an expression in braces.
            let len = match len {
                syn::Expr::Lit(_) | syn::Expr::Path(_) => quote::quote! { #len },
                other => quote::quote! { { #other } },
            };
            *ty =
                syn::parse_quote_spanned! {array.span()=> ::cuda_sync::array::Array<#elem, #len> };
        }
    }
}

/// `&mut ::cuda_sync::output::Output<T, W>` for an output parameter's type.
fn checked_output(ty: &Type) -> Option<Type> {
    let args = match ty {
        Type::Reference(reference) => match &*reference.elem {
            Type::Slice(slice) if reference.mutability.is_some() => {
                let element = &slice.elem;
                quote::quote! { #element }
            }
            _ => return None,
        },
        Type::Path(path) => {
            let last = path.path.segments.last()?;
            match &last.arguments {
                PathArguments::AngleBracketed(args) if last.ident == "Output" => {
                    let args = &args.args;
                    quote::quote! { #args }
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(syn::parse_quote! { &mut ::cuda_sync::output::Output<#args> })
}

/// The parameters of a kernel or device function, in order.
pub fn params(
    inputs: &syn::punctuated::Punctuated<FnArg, syn::Token![,]>,
) -> Vec<Result<Param, syn::Error>> {
    inputs.iter().map(param).collect()
}

fn param(arg: &FnArg) -> Result<Param, syn::Error> {
    let FnArg::Typed(typed) = arg else {
        return Err(syn::Error::new_spanned(arg, "a kernel has no `self`"));
    };
    let Pat::Ident(pat) = &*typed.pat else {
        return Err(syn::Error::new_spanned(
            &typed.pat,
            "a kernel parameter is a plain name: `name: Type`",
        ));
    };
    let ty = (*typed.ty).clone();
    Ok(Param {
        len: declared_len(&typed.attrs)?,
        name: pat.ident.clone(),
        kind: kind(&ty),
        ty,
    })
}

fn kind(ty: &Type) -> Option<Kind> {
    match ty {
        Type::Reference(reference) => match &*reference.elem {
            Type::Slice(slice) if reference.mutability.is_some() => {
                Some(Kind::Output((*slice.elem).clone()))
            }
            Type::Slice(slice) => Some(Kind::Input((*slice.elem).clone())),
            _ => None,
        },
        Type::Path(path) => {
            let last = path.path.segments.last()?;
            match (last.ident.to_string().as_str(), &last.arguments) {
                ("ThisBlock", PathArguments::None) => Some(Kind::Context),
                ("GridBarrier", PathArguments::None) => Some(Kind::GridBarrier),
                ("Mapped", PathArguments::AngleBracketed(args)) => match args.args.first() {
                    Some(GenericArgument::Type(element)) => Some(Kind::Mapped(element.clone())),
                    _ => None,
                },
                ("Output", PathArguments::AngleBracketed(args)) => match args.args.first() {
                    Some(GenericArgument::Type(element)) => Some(Kind::Output(element.clone())),
                    _ => None,
                },
                ("Global", PathArguments::AngleBracketed(args)) => match args.args.first() {
                    Some(GenericArgument::Type(element)) => Some(Kind::Global(element.clone())),
                    _ => None,
                },
                (name, PathArguments::None) if scalar(name).is_some() => {
                    Some(Kind::Scalar(last.ident.clone()))
                }
                _ if path.qself.is_none()
                    && path.path.segments.iter().all(|s| s.arguments.is_none()) =>
                {
                    Some(Kind::Struct(ty.clone()))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// `block.shared()`: a shared-memory declaration (only as a `let` initializer).
pub fn is_shared_declaration(e: &syn::Expr) -> bool {
    matches!(e, syn::Expr::MethodCall(call) if call.method == "shared" && call.args.is_empty())
}

/// `N` of a `let name: Tile<T, N> = block.shared();`.
pub fn tile_cells(local: &syn::Local) -> Option<Cells> {
    shared_cells(local)
        .filter(|(kind, _)| kind == "Tile")
        .map(|(_, cells)| cells)
}

/// `let name: Tile<T, N> = ...`, `let name: DoubleTile<T, N> = ...` or `let
/// name: Shared<T, N> = ...` with `N` a literal or a name (a const
/// parameter, which the caller checks): the kind and `N`. Anything else
/// names no shared memory the macro can size.
pub fn shared_cells(local: &syn::Local) -> Option<(String, Cells)> {
    let syn::Pat::Type(typed) = &local.pat else {
        return None;
    };
    let Type::Path(path) = &*typed.ty else {
        return None;
    };
    let last = path.path.segments.last()?;
    let kind = last.ident.to_string();
    if !["Tile", "DoubleTile", "Shared"].contains(&kind.as_str()) {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let cells = match args.args.iter().nth(1)? {
        GenericArgument::Const(syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(n),
            ..
        })) => Cells::Literal(n.base10_parse().ok()?),
        // A name parses as a type: a const parameter, sized at launch.
        GenericArgument::Type(Type::Path(name)) if name.qself.is_none() => {
            Cells::Param(name.path.get_ident()?.clone())
        }
        _ => return None,
    };
    Some((kind, cells))
}

/// The cell count of shared memory: a number, or a const parameter of the
/// kernel, whose storage is then dynamic shared memory, sized at launch.
#[derive(Clone, Debug, PartialEq)]
pub enum Cells {
    Literal(u32),
    Param(Ident),
}

/// The element type, the const parameter and the cells in units of it of a
/// shared-memory declaration sized by a const parameter (`let tile:
/// Tile<f32, N> = block.shared();`, `N` cells; a `DoubleTile`'s two halves
/// are `2·N`).
pub fn dynamic_shared(local: &syn::Local) -> Option<(Type, Ident, u64)> {
    let (kind, Cells::Param(cells)) = shared_cells(local)? else {
        return None;
    };
    let copies = if kind == "DoubleTile" { 2 } else { 1 };
    let syn::Pat::Type(typed) = &local.pat else {
        return None;
    };
    let Type::Path(path) = &*typed.ty else {
        return None;
    };
    let PathArguments::AngleBracketed(args) = &path.path.segments.last()?.arguments else {
        return None;
    };
    match args.args.first()? {
        GenericArgument::Type(element) => Some((element.clone(), cells, copies)),
        _ => None,
    }
}

/// Whether a literal that initializes `pat` is uniform: `let rounds = 4u32;`
/// names a constant, and `let mut i: Uniform<u32> = 0u32;` declares a uniform
/// variable. (`let mut sum = 0.0f32;` is a per-thread accumulator.)
pub fn names_constant(pat: &Pat) -> bool {
    match pat {
        Pat::Ident(ident) => ident.mutability.is_none(),
        Pat::Type(typed) => {
            matches!(&*typed.ty, Type::Path(path) if path.path.segments.last().is_some_and(|s| s.ident == "Uniform"))
        }
        _ => false,
    }
}

/// Whether `pat` declares a uniform variable (`let mut lo: Uniform<u32> =
/// u32::MAX;`): its value, a constant as much as a literal, is uniform.
pub fn declares_uniform(pat: &Pat) -> bool {
    matches!(pat, Pat::Type(typed) if is_uniform(&typed.ty))
}

/// The scalar type a `let`'s pattern declares (`let m: u64 = ..`), if any.
pub fn declared_scalar(pat: &Pat) -> Option<&Type> {
    match pat {
        Pat::Type(typed) => match &*typed.ty {
            Type::Path(path)
                if path.qself.is_none()
                    && path
                        .path
                        .get_ident()
                        .is_some_and(|name| scalar(&name.to_string()).is_some()) =>
            {
                Some(&typed.ty)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Every name a function binds: its parameters' and its body's (`let`,
/// `for`, `if let`, the desugaring's fresh names). A single name bound
/// nowhere in it is an item's, a `const` (`math::is_named_constant`). Not
/// a `match` arm's pattern, where a name is a constant's (compared) or a
/// binding (refused): the desugaring reads the arms against this set.
pub fn bound_names(
    inputs: &syn::punctuated::Punctuated<FnArg, syn::Token![,]>,
    body: &syn::Block,
) -> std::collections::HashSet<String> {
    struct Names(std::collections::HashSet<String>);
    impl<'ast> syn::visit::Visit<'ast> for Names {
        fn visit_pat_ident(&mut self, name: &'ast syn::PatIdent) {
            self.0.insert(name.ident.to_string());
        }
        fn visit_arm(&mut self, arm: &'ast syn::Arm) {
            if let Some((_, guard)) = &arm.guard {
                self.visit_expr(guard);
            }
            self.visit_expr(&arm.body);
        }
    }
    let mut names = Names(std::collections::HashSet::new());
    for input in inputs {
        syn::visit::Visit::visit_fn_arg(&mut names, input);
    }
    syn::visit::Visit::visit_block(&mut names, body);
    names.0
}

/// Whether a type is `Uniform<..>`.
pub fn is_uniform(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.path.segments.last().is_some_and(|s| s.ident == "Uniform"))
}

/// Whether a parameter type is a shared-memory tile (`Tile<..>`).
pub fn is_tile(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.path.segments.last().is_some_and(|s| s.ident == "Tile"))
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    /// The crate's sources: `src/kernel/*.rs` and `src/__private.rs`.
    fn crate_source(path: &str) -> Vec<syn::File> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../cuda-sync/src")
            .join(path);
        let files: Vec<_> = if path.is_dir() {
            std::fs::read_dir(&path)
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .collect()
        } else {
            vec![path]
        };
        files
            .iter()
            .map(|file| syn::parse_file(&std::fs::read_to_string(file).unwrap()).unwrap())
            .collect()
    }

    /// For each public method of an inherent impl of a kernel type: whether it
    /// borrows its receiver, and the types it is a method of.
    fn kernel_methods() -> BTreeMap<String, BTreeSet<(bool, String)>> {
        let mut methods: BTreeMap<String, BTreeSet<(bool, String)>> = BTreeMap::new();
        for file in crate_source("kernel") {
            for item in file.items {
                let syn::Item::Impl(block) = item else {
                    continue;
                };
                let syn::Type::Path(owner) = &*block.self_ty else {
                    continue;
                };
                if block.trait_.is_some() {
                    continue;
                }
                let owner = owner.path.segments.last().unwrap().ident.to_string();
                for item in &block.items {
                    if let syn::ImplItem::Macro(written) = item {
                        // `axes!(index_x count_x ..: "x", ..)` writes methods
                        // that borrow the block, one per name it is given.
                        for name in written.mac.tokens.clone() {
                            if let proc_macro2::TokenTree::Ident(name) = name {
                                methods
                                    .entry(name.to_string())
                                    .or_default()
                                    .insert((true, owner.clone()));
                            }
                        }
                    }
                    let syn::ImplItem::Fn(method) = item else {
                        continue;
                    };
                    let Some(syn::FnArg::Receiver(receiver)) = method.sig.inputs.first() else {
                        continue;
                    };
                    if matches!(method.vis, syn::Visibility::Public(_)) {
                        methods
                            .entry(method.sig.ident.to_string())
                            .or_default()
                            .insert((receiver.reference.is_some(), owner.clone()));
                    }
                }
            }
        }
        methods
    }

    /// Every crate method of one name takes its receiver one way, and the
    /// table of those that take it by value is exactly the crate's: a name
    /// missing would not compile, one too many would let a user trait's
    /// method taking `self` answer first (rule N1).
    #[test]
    fn the_methods_that_take_their_receiver_by_value_are_the_crates() {
        let mut by_value = BTreeSet::new();
        for (name, owners) in kernel_methods() {
            let kinds: BTreeSet<bool> = owners.iter().map(|(borrows, _)| *borrows).collect();
            assert_eq!(
                kinds.len(),
                1,
                "`{name}` borrows on some types only: {owners:?}"
            );
            if kinds.contains(&false) {
                by_value.insert(name);
            }
        }
        let table: BTreeSet<String> = super::TAKES_RECEIVER
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(table, by_value);
    }

    /// The language's methods are the crate's, and `load4`: no more, or a
    /// user trait's method of a name only the C++ has would be checked; no
    /// fewer, or a crate method would be refused.
    #[test]
    fn the_kernel_methods_are_the_crates() {
        let mut crates: BTreeSet<String> = kernel_methods().into_keys().collect();
        crates.insert("load4".to_string());
        let table: BTreeSet<String> = super::KERNEL_METHODS
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(table, crates);
    }

    /// The C++ shim's structs, each with its bases and the names of the
    /// functions it declares at its top level (comments and template
    /// parameter lists taken out first).
    fn shim_structs() -> Vec<(String, Vec<String>, BTreeSet<String>)> {
        let mut structs = Vec::new();
        for text in shim_headers() {
            let text: String = text
                .lines()
                .map(|line| line.split("//").next().unwrap())
                .collect::<Vec<_>>()
                .join("\n");
            let text = without_template_parameters(&text);
            let mut rest = text.as_str();
            while let Some(at) = rest.find("struct ") {
                rest = &rest[at + "struct ".len()..];
                let head_end = rest.find(['{', ';', '(']).unwrap_or(rest.len());
                if !rest[head_end..].starts_with('{') {
                    continue;
                }
                let head = &rest[..head_end];
                let (name, bases) = head.split_once(':').unwrap_or((head, ""));
                let bases = bases
                    .split(',')
                    .map(|b| b.trim().to_string())
                    .filter(|b| !b.is_empty())
                    .collect();
                let body = top_level(&rest[head_end + 1..]);
                let functions = body
                    .split('(')
                    .filter_map(|before| {
                        before
                            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                            .next()
                    })
                    .filter(|name| !name.is_empty())
                    .map(str::to_string)
                    .collect();
                structs.push((name.trim().to_string(), bases, functions));
            }
        }
        structs
    }

    /// The text with every `template <..>` list removed.
    fn without_template_parameters(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find("template <") {
            out.push_str(&rest[..at]);
            let mut depth = 0;
            let end = rest[at..]
                .char_indices()
                .find(|&(_, c)| {
                    depth += i32::from(c == '<') - i32::from(c == '>');
                    c == '>' && depth == 0
                })
                .unwrap()
                .0;
            rest = &rest[at + end + 1..];
        }
        out + rest
    }

    /// The text of a body up to its closing brace, without nested bodies.
    fn top_level(body: &str) -> String {
        let mut depth = 0;
        let mut out = String::new();
        for c in body.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                _ if depth == 0 => out.push(c),
                _ => {}
            }
        }
        out
    }

    /// Mirror names both ways: a shim type (or one of its bases) has no
    /// function named like a kernel method that its Rust type lacks. Else a
    /// user trait could give the Rust type a method of that name, which
    /// rustc would check while the GPU ran the shim's (round 38: a trait's
    /// `cell` on `Global` read another block's cell, with the shim's helper).
    #[test]
    fn the_shims_types_have_no_kernel_method_their_rust_types_lack() {
        let mut rust: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (name, owners) in kernel_methods() {
            for (_, owner) in owners {
                rust.entry(owner).or_default().insert(name.clone());
            }
        }
        let structs = shim_structs();
        let functions = |name: &str| -> BTreeSet<String> {
            structs
                .iter()
                .filter(|(s, _, _)| s == name)
                .flat_map(|(_, _, f)| f.clone())
                .collect()
        };
        let mut checked = 0;
        for (name, bases, own) in &structs {
            let Some(methods) = rust.get(name) else {
                continue;
            };
            checked += 1;
            let mut all = own.clone();
            bases.iter().for_each(|base| all.extend(functions(base)));
            for function in all {
                assert!(
                    !super::KERNEL_METHODS.contains(&function.as_str())
                        || methods.contains(&function),
                    "the shim's `{name}` has `{function}`, which the Rust `{name}` lacks"
                );
            }
        }
        assert!(
            checked > 15,
            "only {checked} shim types were found beside their Rust types"
        );
    }

    /// The text of each header of the shim.
    fn shim_headers() -> Vec<String> {
        let folder =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../cuda-sync/cpp/include/cuda_sync");
        std::fs::read_dir(folder)
            .unwrap()
            .map(|file| std::fs::read_to_string(file.unwrap().path()).unwrap())
            .collect()
    }

    /// `SHIM_TYPES` is every type (and variable template) the headers define
    /// at namespace level whose name a Rust struct could take (capitalized).
    #[test]
    fn shim_types_are_the_headers_types() {
        let mut found = BTreeSet::new();
        for text in shim_headers() {
            // Namespace level: not indented.
            for line in text
                .lines()
                .filter(|line| !line.starts_with(char::is_whitespace))
            {
                let words: Vec<&str> = line.split_whitespace().collect();
                // `template <class T> struct Maybe {` on one line.
                let templated = line
                    .split_once("> struct ")
                    .or_else(|| line.split_once("> class "))
                    .and_then(|(_, rest)| rest.split_whitespace().next());
                let name = match (templated, words.as_slice()) {
                    (Some(name), _) => name,
                    (None, ["enum", "class", name, ..]) => name,
                    (None, ["struct" | "class" | "using" | "enum", name, ..]) => name,
                    // A variable template (`inline constexpr bool Covers = ..`).
                    (None, ["inline", "constexpr", _, name, ..] | ["constexpr", _, name, ..]) => {
                        name
                    }
                    _ => continue,
                };
                let name: String = name.chars().take_while(|c| c.is_alphanumeric()).collect();
                if name.starts_with(char::is_uppercase) {
                    found.insert(name);
                }
            }
        }
        let listed: BTreeSet<String> = super::SHIM_TYPES.iter().map(|s| s.to_string()).collect();
        assert_eq!(found, listed);
    }

    /// `spelled::SHIM_ONLY_TYPES` is every shim type that no public Rust
    /// type of the crate's kernel modules (nor an operator) is named like.
    #[test]
    fn shim_only_types_are_the_shims_types_rust_lacks() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cuda-sync/src/kernel");
        let mut rust = BTreeSet::new();
        for file in std::fs::read_dir(folder).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            for line in text.lines().map(str::trim_start) {
                let words: Vec<&str> = line.split_whitespace().collect();
                if let ["pub", "struct" | "enum" | "trait" | "type", name, ..] = words.as_slice() {
                    let name: String = name.chars().take_while(|c| c.is_alphanumeric()).collect();
                    rust.insert(name);
                }
            }
        }
        let only: BTreeSet<&str> = super::SHIM_TYPES
            .iter()
            .copied()
            .filter(|name| !rust.contains(*name) && crate::spelled::value_module(name).is_none())
            .collect();
        let listed: BTreeSet<&str> = crate::spelled::SHIM_ONLY_TYPES.iter().copied().collect();
        assert_eq!(only, listed);
    }

    /// `SHIM_FUNCTIONS` holds every function the headers define in
    /// `cuda_sync` itself (a line that starts with its declaration).
    #[test]
    fn shim_functions_are_listed() {
        let mut found = BTreeSet::new();
        for text in shim_headers() {
            // Only `cuda_sync`'s own functions meet a kernel's name: those of
            // `math`, `rank` and `detail` are called by their namespace.
            let mut nested = 0;
            for line in text.lines() {
                if line.starts_with("namespace ") && !line.starts_with("namespace cuda_sync") {
                    nested += 1;
                } else if line.starts_with("}  // namespace ") && !line.ends_with("cuda_sync") {
                    nested -= 1;
                }
                let declared = nested == 0
                    && (line.starts_with("__device__")
                        || line.starts_with("template <") && line.contains(" __device__ "));
                let Some((head, _)) = line.split_once('(').filter(|_| declared) else {
                    continue;
                };
                let name = head
                    .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next();
                if let Some(name) = name.filter(|n| n.starts_with(|c: char| c.is_ascii_lowercase()))
                {
                    assert!(
                        super::is_shim_function(name),
                        "the shim's `{name}` is not in SHIM_FUNCTIONS"
                    );
                    found.insert(name.to_string());
                }
            }
        }
        assert!(found.len() > 12, "only {found:?} were found in the headers");
    }

    /// Every type with a method that borrows its receiver implements
    /// `__private::Receiver`, so the macro's `receiver(&x)` reaches it.
    #[test]
    fn every_type_with_a_borrowing_method_is_a_receiver() {
        let private = crate_source("__private.rs").remove(0);
        let listed = private
            .items
            .iter()
            .find_map(|item| match item {
                syn::Item::Macro(call) if call.mac.path.is_ident("receivers") => {
                    Some(call.mac.tokens.to_string())
                }
                _ => None,
            })
            .expect("`receivers! { .. }` in __private.rs");
        for owners in kernel_methods().into_values() {
            for (_, owner) in owners.into_iter().filter(|(borrows, _)| *borrows) {
                assert!(
                    listed.contains(&format!(" {owner} <"))
                        || listed.contains(&format!(" {owner} ;")),
                    "`{owner}` is not in `receivers!`"
                );
            }
        }
    }
}
