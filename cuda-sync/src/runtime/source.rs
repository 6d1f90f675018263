//! Kernel sources: what `#[kernel]` and `#[device]` emit, and raw CUDA C++.

/// A `#[device]` function: its CUDA C++ and the device functions it calls.
#[derive(Debug)]
pub struct DeviceFn {
    /// The CUDA C++ definition.
    pub cuda: &'static str,
    /// Device functions this one calls.
    pub calls: &'static [&'static DeviceFn],
    /// The C++ literal of each constant it names (`const TILE: u32 = 16;`).
    pub constants: &'static [fn() -> String],
    /// The most threads per block its own tiles take: its smallest [`Tile`](crate::Tile).
    pub max_threads_per_block: Option<u32>,
}

/// What `#[device]` emits beside a device function, under the function's own
/// name in the type namespace: what its callers' flow must give it, and its C++.
///
/// # Safety
///
/// `Needs` must include every need of the function's body and callees,
/// `SOURCE` must be the C++ of the same function, and `EFFECT` must be at
/// least the effect of its body and callees. Only the `#[device]` macro
/// implements it.
pub unsafe trait DeviceFnItem {
    /// Its [`Needs`](crate::flow::Needs), its callees' included.
    type Needs;
    /// How a literal argument converts to its parameters: `__private::Widening`,
    /// or `__private::Exact` for a generic function (rule G1).
    type Literals;
    /// Its CUDA C++ and its callees.
    const SOURCE: &'static DeviceFn;
    /// What a call may do that the order of an expression's operands changes
    /// (rule E1), its callees' included: 0 nothing, 1 reads memory that other
    /// threads write, 2 anything else (a barrier, a wait, an atomic, a store).
    const EFFECT: u8;
    /// The atomics in global memory a call uses (rule A1), its callees'
    /// included: [`Free`](crate::flow::Free) none,
    /// [`HandOffsOnly`](crate::order::HandOffsOnly) the crate's hand-offs
    /// only, [`Required`](crate::flow::Required) raw atomics. Such a call
    /// beside an atomic access of the caller that does not order the pair by
    /// itself is refused (`order::NoAtomicsBeside`, `NoRawAtomicsBeside`).
    type Atomics;
}

/// A kernel as `#[kernel]` emits it.
#[derive(Debug)]
pub struct KernelSource {
    /// The `extern "C"` name.
    pub name: &'static str,
    /// The CUDA C++ of the kernel, with `#line` directives into the Rust file.
    pub cuda: &'static str,
    /// Device functions the kernel calls.
    pub calls: &'static [&'static DeviceFn],
    /// The C++ literal of each constant it names (`const TILE: u32 = 16;`).
    pub constants: &'static [fn() -> String],
    /// The C++ definition of the struct of each parameter that is one
    /// ([`KernelArg`](crate::arg::KernelArg)), for it and its device functions.
    pub structs: &'static [fn() -> String],
    /// For an instance of a generic kernel, each generic argument (`f32`, `16`).
    pub generics: &'static [GenericArg],
    /// The most threads per block the kernel's own tiles take: its smallest
    /// [`Tile`](crate::Tile). [`KernelSource::max_threads`] adds its callees'.
    pub max_threads_per_block: Option<u32>,
    /// Bytes of shared memory sized at launch: the tiles whose cell counts
    /// are const parameters, which the launch passes as dynamic shared memory.
    pub dynamic_shared_bytes: u64,
}

/// The launches a kernel's machine code is compiled for: what every launch
/// of that code has in common, which the C++ then takes as known
/// (`rank.cuh`, `warp.cuh`). The runtime loads each variant for the launches
/// of its shape only ([`Shape::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The block's threads along x, y and z, where every launch of this code
    /// has that block (`CUDA_SYNC_BLOCK_X`, `_Y`, `_Z`): the C++ takes them as
    /// constants and each thread index as below them, so that the check of a
    /// thread index against a tile or a width folds away where the block
    /// fits it. `None`: blocks of any shape.
    pub block: Option<[u32; 3]>,
    /// Grids of one dimension: a block's rank is its x index
    /// (`CUDA_SYNC_FLAT_GRID`).
    pub flat_grid: bool,
}

impl Shape {
    /// Any launch, of one, two or three dimensions, of any block size.
    pub const ANY: Shape = Shape {
        block: None,
        flat_grid: false,
    };

    /// The `#define`s that tell the C++ what this shape makes known.
    fn defines(self) -> String {
        let block = self.block.map_or(String::new(), |[x, y, z]| {
            format!("#define CUDA_SYNC_BLOCK_X {x}u\n#define CUDA_SYNC_BLOCK_Y {y}u\n#define CUDA_SYNC_BLOCK_Z {z}u\n")
        });
        let grid = if self.flat_grid {
            "#define CUDA_SYNC_FLAT_GRID\n"
        } else {
            ""
        };
        block + grid
    }
}

/// A generic argument of a kernel instance, as Rust and C++ spell it.
#[derive(Debug)]
pub struct GenericArg {
    /// `f32`, `16`: the instance's `extern "C"` name holds it (`axpy__f32`).
    pub rust: fn() -> String,
    /// `float`, `((unsigned int)16ull)`: the C++ of the instance holds it.
    pub cuda: fn() -> String,
}

/// Raw CUDA C++, compiled and launched by the same runtime but checked by
/// nobody: the path for kernels that show races. Launching one is `unsafe`
/// (cudarc's `launch`), and that is the point.
#[derive(Debug)]
pub struct RawKernel {
    /// The `extern "C"` name.
    pub name: &'static str,
    /// Complete CUDA C++; it may include `<cuda_sync.cuh>`.
    pub cuda: &'static str,
}

impl KernelSource {
    /// The `extern "C"` name: the kernel's, or for an instance of a generic
    /// kernel, its name and its generic arguments (`axpy__f32`).
    pub fn entry(&self) -> String {
        match self.instance() {
            Some(suffix) => format!("{}__{suffix}", self.name),
            None => self.name.to_string(),
        }
    }

    /// An instance's generic arguments as one name (`f32_16`), `-` as `m`.
    fn instance(&self) -> Option<String> {
        if self.generics.is_empty() {
            return None;
        }
        let args: Vec<String> = self.generics.iter().map(|arg| (arg.rust)()).collect();
        Some(args.join("_").replace('-', "m"))
    }

    /// The most threads per block the kernel takes: the smallest tile of the
    /// kernel and of every device function it calls, however deep.
    pub fn max_threads(&self) -> Option<u32> {
        let mut device_fns = Vec::new();
        for callee in self.calls {
            collect(callee, &mut device_fns);
        }
        device_fns
            .iter()
            .filter_map(|device_fn| device_fn.max_threads_per_block)
            .chain(self.max_threads_per_block)
            .min()
    }

    /// The whole translation unit: shim, device functions (callees first), kernel.
    /// Each device function gets a C++ name of its own (`cuda_sync_fn_I`), and
    /// the calls (`cuda_sync_call__K__`, the K-th callee of the caller) are
    /// resolved to those names, and each constant (`cuda_sync_const__K__`) to
    /// its value: two device functions of the same Rust name in
    /// different modules are two C++ functions.
    pub fn translation_unit(&self) -> String {
        self.translation_unit_for(Shape::ANY)
    }

    /// The translation unit compiled for launches of `shape`.
    pub fn translation_unit_for(&self, shape: Shape) -> String {
        let mut device_fns: Vec<&'static DeviceFn> = Vec::new();
        for callee in self.calls {
            collect(callee, &mut device_fns);
        }
        let name_of = |device_fn: &'static DeviceFn| {
            let i = device_fns
                .iter()
                .position(|seen| std::ptr::eq(*seen, device_fn))
                .expect("every callee was collected");
            format!("cuda_sync_fn_{i}")
        };
        let resolve = |cuda: &str, calls: &[&'static DeviceFn], constants: &[fn() -> String]| {
            let text = calls
                .iter()
                .enumerate()
                .fold(cuda.to_string(), |text, (k, callee)| {
                    text.replace(&format!("cuda_sync_call__{k}__"), &name_of(callee))
                });
            constants
                .iter()
                .enumerate()
                .fold(text, |text, (k, literal)| {
                    text.replace(&format!("cuda_sync_const__{k}__"), &literal())
                })
        };
        let mut unit = format!(
            "{}#include <cuda_sync.cuh>\nusing namespace cuda_sync;\n\n",
            shape.defines()
        );
        let mut structs: Vec<String> = Vec::new();
        for definition in self.structs.iter().map(|definition| definition()) {
            if !structs.contains(&definition) {
                unit.push_str(&definition);
                unit.push('\n');
                structs.push(definition);
            }
        }
        for device_fn in &device_fns {
            let text = resolve(device_fn.cuda, device_fn.calls, device_fn.constants);
            unit.push_str(&text.replace("cuda_sync_fn__self__", &name_of(device_fn)));
            unit.push('\n');
        }
        let kernel = self.generics.iter().enumerate().fold(
            resolve(self.cuda, self.calls, self.constants),
            |text, (k, arg)| text.replace(&format!("cuda_sync_generic__{k}__"), &(arg.cuda)()),
        );
        match self.instance() {
            Some(suffix) => unit.push_str(&kernel.replace("cuda_sync_instance__", &suffix)),
            None => unit.push_str(&kernel),
        }
        unit
    }
}

fn collect(device_fn: &'static DeviceFn, out: &mut Vec<&'static DeviceFn>) {
    if out.iter().any(|seen| std::ptr::eq(*seen, device_fn)) {
        return;
    }
    for callee in device_fn.calls {
        collect(callee, out);
    }
    out.push(device_fn);
}
