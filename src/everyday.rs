//! Kernels a GPU Rust user writes every day, in the kernel language: a
//! generic axpy, a grid-stride sum for any `n`, a histogram with shared bins,
//! a tiled matrix multiply, a row softmax and a transpose through a padded
//! tile. `examples/everyday.rs` runs each on the GPU, gates it, and
//! times it beside the same algorithm written by hand in CUDA C++
//! (`cpp/bench/everyday_handwritten.cu`, compiled by the same NVRTC) and
//! beside the library a user would otherwise call (cuBLAS, CUB).

use cuda_sync::launch::RawKernel;
use cuda_sync::prelude::*;

/// Bins of [`histogram`]: a sample `v` counts in bin `v % BINS`.
pub const BINS: u32 = 256;

/// `y = a·x + y`, fused, for `f32` and `f64` (cuBLAS `saxpy`/`daxpy`).
#[kernel]
pub fn axpy<T: Float>(block: ThisBlock, a: T, #[len(n)] x: &[T], n: u64, #[len(n)] y: &mut [T]) {
    for i in block.grid_stride(n) {
        y[i] = a.get().mul_add(x[i], y[i]);
    }
}

/// The sum of `input`, any `n`, into `total` (zero before the launch): each
/// thread sums a grid stride, each block reduces its threads, and each
/// block's leader adds the block's sum at device scope.
#[kernel]
pub fn grid_sum<T: Scalar>(
    block: ThisBlock,
    #[len(n)] input: &[T],
    n: u64,
    #[len(1)] total: Global<T>,
) {
    let total = total.atomic::<Device>(0u32);
    let mut sum = T::ZERO;
    for i in block.grid_stride(n) {
        sum += input[i];
    }
    let block_sum = block.reduce_sum(sum);
    if block.thread_index() == 0u32 {
        total.fetch_add(block_sum.get(), Relaxed);
    }
}

/// Counts of `input % BINS` into `bins` (zero before the launch): each block
/// counts into its own bins in shared memory, at block scope, and merges them
/// into the device's bins, at device scope. Any block size: each thread
/// clears and merges the bins `t`, `t + size`, ...
#[kernel]
pub fn histogram(block: ThisBlock, #[len(n)] input: &[u32], n: u64, #[len(256)] bins: Global<u32>) {
    let local: Shared<u32, 256> = block.shared();
    let bins = bins.atomics::<Device>();
    for b in block.block_stride(BINS) {
        local.atomic::<Block>(b).store(0u32, Relaxed);
    }
    block.sync_threads();
    for i in block.grid_stride(n) {
        local
            .atomic::<Block>(input[i] % BINS)
            .fetch_add(1u32, Relaxed);
    }
    block.sync_threads();
    for b in block.block_stride(BINS) {
        let count = local.atomic::<Block>(b).load(Relaxed);
        if count > 0u32 {
            bins.at(b).fetch_add(count, Relaxed);
        }
    }
}

/// `c = a · b` for square row-major matrices of side `N = 4·Q`, a multiple
/// of 128, register-blocked: a block of 256 threads computes a 128 × 128
/// tile of `c`, each thread 8 × 8 cells in registers, at rows `y + 16·i`
/// and the 16-byte vectors `x + 16·h` of the tile's 32 a row
/// (`coalesced_2d::<16, 16>()` of tiles of vectors, `(x, y)` the thread's
/// place in a 16 × 16 grid). Each step of 16 along `k` fills one tile of
/// both operands, a's 128 × 16 (rows of 4 vectors) then b's 16 × 128 (rows
/// of 32 from vector 512), block-stride, four 16-byte vectors a thread
/// (`write_strided`), loaded a step ahead into registers (`load4`) so that
/// the loads run under the previous step's arithmetic; one barrier, then
/// 16 × 64 fused multiply-adds a thread from 16-byte reads of the tile, and
/// a barrier before the next step's fill. Every inner loop is unrolled
/// (`#[unroll]`), so the 64 sums stay in registers. Each sum runs `k` in
/// order, as `mul_add` on the CPU does.
#[kernel]
pub fn sgemm<const Q: u64>(
    block: ThisBlock,
    #[len(Q * Q * 16)] a: &[f32],
    #[len(Q * Q * 16)] b: &[f32],
    #[len(Q * Q * 4)] c: Output<F32x4, Coalesced2d<Tiles<128, 32, Q>, 16, 16>>,
) {
    let mut tile: Tile<F32x4, 1024> = block.shared();
    let t = block.thread_index();
    let x = t % 16u32;
    let y = t / 16u32;
    // This thread's vectors of step 0: cells t and t + 256 of a's tile (row
    // t / 4, vector t % 4, and 64 rows below), then of b's (row t / 32,
    // vector t % 32, and 8 rows below).
    let a_quad = (block.index_y() as u64 * 128u64 + (t / 4u32) as u64) * Q + (t % 4u32) as u64;
    let b_quad = (t / 32u32) as u64 * Q + block.index_x() as u64 * 32u64 + (t % 32u32) as u64;
    let mut next = [
        a.load4(a_quad),
        a.load4(a_quad + 64u64 * Q),
        b.load4(b_quad),
        b.load4(b_quad + 8u64 * Q),
    ];
    let mut sums = [0.0f32; 64];
    for step in 0u64..Q / 4u64 {
        let filled = tile.write_strided(next);
        block.sync_threads();
        if step + 1u64 < Q / 4u64 {
            let (a_ahead, b_ahead) = (
                a_quad + (step + 1u64) * 4u64,
                b_quad + (step + 1u64) * 16u64 * Q,
            );
            next = [
                a.load4(a_ahead),
                a.load4(a_ahead + 64u64 * Q),
                b.load4(b_ahead),
                b.load4(b_ahead + 8u64 * Q),
            ];
        }
        #[unroll]
        for q in 0u32..4u32 {
            let mut rows = [F32x4::splat(0.0f32); 8];
            #[unroll]
            for i in 0u32..8u32 {
                rows[i] = filled.read_2d::<4>(y + 16u32 * i, q);
            }
            #[unroll]
            for l in 0u32..4u32 {
                let columns = [
                    filled.read_2d::<32>(16u32 + q * 4u32 + l, x),
                    filled.read_2d::<32>(16u32 + q * 4u32 + l, x + 16u32),
                ];
                #[unroll]
                for i in 0u32..8u32 {
                    #[unroll]
                    for j in 0u32..8u32 {
                        let at = i * 8u32 + j;
                        sums[at] = rows[i][l].mul_add(columns[j / 4u32][j % 4u32], sums[at]);
                    }
                }
            }
        }
        block.sync_threads();
        tile = filled.reuse();
    }
    let cells = block.tiles::<128, 32, Q>().coalesced_2d::<16, 16>();
    #[unroll]
    for k in 0u32..16u32 {
        if let Some(cell) = cells.cell(k) {
            let mut quad = F32x4::splat(0.0f32);
            #[unroll]
            for l in 0u32..4u32 {
                quad[l] = sums[k * 4u32 + l];
            }
            c[cell] = quad;
        }
    }
}

/// [`sgemm`]'s design, pipelined through a [`DoubleTile`]: each step fills
/// the next half with step `k + 1`'s vectors while the threads compute step
/// `k` from the current half, then one block barrier and a flip, where
/// [`sgemm`] has two barriers a step.
#[kernel]
pub fn sgemm_pipelined<const Q: u64>(
    block: ThisBlock,
    #[len(Q * Q * 16)] a: &[f32],
    #[len(Q * Q * 16)] b: &[f32],
    #[len(Q * Q * 4)] c: Output<F32x4, Coalesced2d<Tiles<128, 32, Q>, 16, 16>>,
) {
    let tiles: DoubleTile<F32x4, 1024> = block.shared();
    let t = block.thread_index();
    let x = t % 16u32;
    let y = t / 16u32;
    let a_quad = (block.index_y() as u64 * 128u64 + (t / 4u32) as u64) * Q + (t % 4u32) as u64;
    let b_quad = (t / 32u32) as u64 * Q + block.index_x() as u64 * 32u64 + (t % 32u32) as u64;
    let first = [
        a.load4(a_quad),
        a.load4(a_quad + 64u64 * Q),
        b.load4(b_quad),
        b.load4(b_quad + 8u64 * Q),
    ];
    let filled = tiles.write_strided(first);
    block.sync_threads();
    let mut tiles = filled.flip();
    let mut next = first;
    let mut sums = [0.0f32; 64];
    for step in 0u64..Q / 4u64 {
        if step + 1u64 < Q / 4u64 {
            let (a_ahead, b_ahead) = (
                a_quad + (step + 1u64) * 4u64,
                b_quad + (step + 1u64) * 16u64 * Q,
            );
            next = [
                a.load4(a_ahead),
                a.load4(a_ahead + 64u64 * Q),
                b.load4(b_ahead),
                b.load4(b_ahead + 8u64 * Q),
            ];
        }
        #[unroll]
        for q in 0u32..4u32 {
            let mut rows = [F32x4::splat(0.0f32); 8];
            #[unroll]
            for i in 0u32..8u32 {
                rows[i] = tiles.read_2d::<4>(y + 16u32 * i, q);
            }
            #[unroll]
            for l in 0u32..4u32 {
                let columns = [
                    tiles.read_2d::<32>(16u32 + q * 4u32 + l, x),
                    tiles.read_2d::<32>(16u32 + q * 4u32 + l, x + 16u32),
                ];
                #[unroll]
                for i in 0u32..8u32 {
                    #[unroll]
                    for j in 0u32..8u32 {
                        let at = i * 8u32 + j;
                        sums[at] = rows[i][l].mul_add(columns[j / 4u32][j % 4u32], sums[at]);
                    }
                }
            }
        }
        let filled = tiles.write_strided(next);
        block.sync_threads();
        tiles = filled.flip();
    }
    let cells = block.tiles::<128, 32, Q>().coalesced_2d::<16, 16>();
    #[unroll]
    for k in 0u32..16u32 {
        if let Some(cell) = cells.cell(k) {
            let mut quad = F32x4::splat(0.0f32);
            #[unroll]
            for l in 0u32..4u32 {
                quad[l] = sums[k * 4u32 + l];
            }
            c[cell] = quad;
        }
    }
}

/// Vectors of a row each thread of [`softmax`] holds in registers.
pub const SOFTMAX_ITEMS: u32 = 2;

/// The softmax of each row of `QUADS` vectors (`4·QUADS` columns), in one
/// pass over memory: a block a row, `QUADS / 2` threads (at most 1024, a
/// multiple of 32), each holding the row's vectors `t` and `t + B` in
/// registers (16-byte loads, coalesced), the layout of [`layer_norm`]. The
/// row's maximum is each warp's (shuffles), then the block's: the warps'
/// maxima go through a tile, read after a barrier by the lanes of every
/// warp, and are shuffled again. The sum of `exp(x - max)` is
/// `reduce_sum`'s. Each thread stores its own vectors of the row (16-byte
/// stores): the block owns the row (`chunks::<QUADS>()`), its threads split
/// it (`coalesced()`).
#[kernel]
pub fn softmax<const QUADS: u64>(
    block: ThisBlock,
    #[len(rows * QUADS)] input: &[F32x4],
    rows: u64,
    #[len(rows * QUADS)] output: Output<F32x4, Coalesced<Chunks<QUADS>>>,
) {
    let maxima: Tile<f32, 1024> = block.shared();
    let row = block.index().get() as u64;
    let t = block.thread_index();
    let threads = block.size().get();
    let mut x = [F32x4::splat(f32::NEG_INFINITY); 2];
    let mut warp_max = f32::NEG_INFINITY;
    for k in 0u32..SOFTMAX_ITEMS {
        let quad = (t + k * threads) as u64;
        if row < rows && quad < QUADS {
            x[k] = input[row * QUADS + quad];
        }
        warp_max = warp_max.max(x[k][0].max(x[k][1]).max(x[k][2].max(x[k][3])));
    }
    for step in 0u32..5u32 {
        warp_max = warp_max.max(block.shuffle_xor(warp_max, 16u32 >> step));
    }
    let maxima = maxima.write_own(warp_max);
    block.sync_threads();
    let lane = block.lane_index();
    let mut max = f32::NEG_INFINITY;
    if lane * 32u32 < threads {
        max = maxima.read(lane * 32u32);
    }
    for step in 0u32..5u32 {
        max = max.max(block.shuffle_xor(max, 16u32 >> step));
    }
    let mut e = [F32x4::splat(0.0f32); 2];
    let mut sum = 0.0f32;
    for k in 0u32..SOFTMAX_ITEMS {
        for l in 0usize..4usize {
            e[k][l] = (x[k][l] - max).exp();
        }
        sum += e[k].sum();
    }
    let total = block.reduce_sum(sum);
    let mine = block.chunks::<QUADS>().coalesced();
    for k in 0u32..SOFTMAX_ITEMS {
        if let Some(cell) = mine.cell(k) {
            if row < rows {
                output[cell] = e[k] / total.get();
            }
        }
    }
}

/// Cells of a 32 × 32 tile each thread of [`transpose`] moves.
pub const TRANSPOSE_ITEMS: u32 = 4;

/// `output = inputᵀ` for a row-major `input` of `HEIGHT` rows of `WIDTH`:
/// each block of 256 threads (32 × 8) moves a 32 × 32 tile, 4 cells a
/// thread. It loads its tile of the input, cell `t + k·256` of the tile a
/// thread (coalesced along a row), into a shared tile padded to rows of 33
/// cells so that the mirrored reads hit 32 banks, and after one barrier
/// stores the mirrored tile, again cell `t + k·256` of it a thread
/// (coalesced along a row of the output). The block owns its mirrored tile
/// of the output (`tiles::<32, 32, HEIGHT>().transposed()`), its threads
/// split it (`coalesced()`). Any block of at most 1024 threads whose size
/// times 4 covers the tile.
#[kernel]
pub fn transpose<const WIDTH: u64, const HEIGHT: u64>(
    block: ThisBlock,
    #[len(WIDTH * HEIGHT)] input: &[f32],
    #[len(WIDTH * HEIGHT)] output: Output<f32, Coalesced<Transposed<Tiles<32, 32, HEIGHT>>>>,
) {
    let tile: Tile<f32, 1056> = block.shared();
    let t = block.thread_index();
    let threads = block.size().get();
    let first_row = block.index_y().get() as u64 * 32u64;
    let first_column = block.index_x().get() as u64 * 32u64;
    let mut values = [0.0f32; 4];
    for k in 0u32..TRANSPOSE_ITEMS {
        let j = t + k * threads;
        let row = first_row + (j / 32u32) as u64;
        let column = first_column + (j % 32u32) as u64;
        if row < HEIGHT && column < WIDTH {
            values[k] = input[row * WIDTH + column];
        }
    }
    let placed = tile.write_strided_2d::<32, 33>(values);
    block.sync_threads();
    let mine = block.tiles::<32, 32, HEIGHT>().transposed().coalesced();
    for k in 0u32..TRANSPOSE_ITEMS {
        if let Some(cell) = mine.cell(k) {
            let j = t + k * threads;
            if first_column + ((j / 32u32) as u64) < WIDTH {
                output[cell] = placed.read_2d::<33>(j % 32u32, j / 32u32);
            }
        }
    }
}

/// Vectors of a row each thread of [`layer_norm`] holds in registers.
pub const NORM_ITEMS: u32 = 2;

/// The layer norm of each row of `QUADS` vectors (`4·QUADS` columns):
/// `(x - mean) / sqrt(variance + 1e-5) · gamma + beta`, in one pass over
/// memory. A block a row, `QUADS / 2` threads, each holding the row's
/// vectors `t` and `t + B` in registers (16-byte loads, coalesced), the
/// mean and the variance by two block reductions. Each thread stores its
/// own vectors of the row (16-byte stores): the block owns the row
/// (`chunks::<QUADS>()`), its threads split it (`coalesced()`).
#[kernel]
pub fn layer_norm<const QUADS: u64>(
    block: ThisBlock,
    #[len(rows * QUADS)] input: &[F32x4],
    #[len(QUADS)] gamma: &[F32x4],
    #[len(QUADS)] beta: &[F32x4],
    rows: u64,
    #[len(rows * QUADS)] output: Output<F32x4, Coalesced<Chunks<QUADS>>>,
) {
    let row = block.index().get() as u64;
    let t = block.thread_index();
    let threads = block.size().get();
    let columns = (QUADS * 4u64) as f32;
    let mut x = [F32x4::splat(0.0f32); 2];
    let mut sum = 0.0f32;
    for k in 0u32..NORM_ITEMS {
        let quad = (t + k * threads) as u64;
        if row < rows && quad < QUADS {
            x[k] = input[row * QUADS + quad];
        }
        sum += x[k].sum();
    }
    let mean = block.reduce_sum(sum).get() / columns;
    let mut squares = 0.0f32;
    for k in 0u32..NORM_ITEMS {
        if ((t + k * threads) as u64) < QUADS {
            let d = x[k] - mean;
            squares += (d * d).sum();
        }
    }
    let variance = block.reduce_sum(squares).get() / columns;
    let scale = (variance + 0.00001f32).sqrt().recip();
    let mine = block.chunks::<QUADS>().coalesced();
    for k in 0u32..NORM_ITEMS {
        if let Some(cell) = mine.cell(k) {
            let quad = (t + k * threads) as u64;
            if row < rows {
                output[cell] = (x[k] - mean) * scale * gamma[quad] + beta[quad];
            }
        }
    }
}

/// `y = A·x` for a sparse `A` of `rows` rows in CSR form (`offsets`,
/// `columns`, `values`): a warp a row, its lanes taking the row's nonzeros
/// 32 apart, summed by shuffles; lane 0 stores the row's result, the one
/// cell of the warp's chunk (`warp_chunks::<1>().coalesced()`). Blocks of a
/// multiple of 32 threads. The guard `row < rows` is warp-uniform (the row
/// is made of `block.warp_index()` and uniform values), so the warp sum and
/// the store stand inside it, as in CUDA.
#[kernel]
pub fn spmv(
    block: ThisBlock,
    #[len(rows + 1)] offsets: &[u32],
    #[len(nonzeros)] columns: &[u32],
    #[len(nonzeros)] values: &[f32],
    nonzeros: u64,
    #[len(width)] x: &[f32],
    width: u64,
    rows: u64,
    #[len(rows)] y: Output<f32, Coalesced<WarpChunks<1>>>,
) {
    let warps = block.size() as u64 / 32u64;
    let row = block.index() as u64 * warps + block.warp_index() as u64;
    if row < rows {
        let end = offsets[row + 1u64];
        let mut sum = 0.0f32;
        let mut j = offsets[row] + block.lane_index();
        while j < end {
            sum += values[j] * x[columns[j]];
            j += 32u32;
        }
        let total = block.warp_sum(sum);
        if let Some(cell) = block.warp_chunks::<1>().coalesced().cell(0u32) {
            y[cell] = total;
        }
    }
}

/// Cells of the shared halo tile of [`stencil`]: 34 × 10 × 3 around a
/// block's 32 × 8 points of one layer.
pub const HALO_CELLS: u32 = 34 * 10 * 3;

/// A 7-point stencil over a volume of `depth` layers of `HEIGHT` rows of
/// `WIDTH`: `0.4·centre + 0.1·(the six neighbours)`, zero outside the
/// volume. Blocks of 32 × 8 threads, a layer each (`blockIdx.z`): the block
/// fills its 32 × 8 points and their halo, 34 × 10 × 3 cells, block-stride
/// (`write_strided`, four cells a thread, the halo included), and after one
/// barrier each thread reads its point's seven cells and stores its own cell
/// (`cell_3d`).
#[kernel]
pub fn stencil<const WIDTH: u64, const HEIGHT: u64>(
    block: ThisBlock,
    #[len(depth * HEIGHT * WIDTH)] input: &[f32],
    depth: u64,
    #[len(depth * HEIGHT * WIDTH)] output: Output<f32, ByPosition<WIDTH, HEIGHT>>,
) {
    let tile: Tile<f32, 1024> = block.shared();
    let x0 = block.index_x().get() as u64 * 32u64;
    let y0 = block.index_y().get() as u64 * 8u64;
    let z = block.index_z().get() as u64;
    let t = block.thread_index();
    let mut values = [0.0f32; 4];
    for k in 0u32..4u32 {
        let j = t + k * block.size().get();
        // The halo cell's place, one past the volume's on each axis.
        let x = x0 + (j % 34u32) as u64;
        let y = y0 + (j / 34u32 % 10u32) as u64;
        let layer = z + (j / 340u32) as u64;
        let inside = x >= 1u64 && x <= WIDTH && y >= 1u64 && y <= HEIGHT;
        if j < HALO_CELLS && inside && layer >= 1u64 && layer <= depth {
            values[k] = input[((layer - 1u64) * HEIGHT + y - 1u64) * WIDTH + x - 1u64];
        }
    }
    let tile = tile.write_strided(values);
    block.sync_threads();
    let centre = (10u32 + block.thread_index_y() + 1u32) * 34u32 + block.thread_index_x() + 1u32;
    let sides = (tile.read(centre - 1u32) + tile.read(centre + 1u32))
        + (tile.read(centre - 34u32) + tile.read(centre + 34u32))
        + (tile.read(centre - 340u32) + tile.read(centre + 340u32));
    if let Some(cell) = block.cell_3d::<WIDTH, HEIGHT>() {
        if z < depth {
            output[cell] = tile.read(centre) * 0.4f32 + sides * 0.1f32;
        }
    }
}

/// Keys a block of [`bitonic_sort`] sorts, two a thread.
pub const SORT_KEYS: u64 = 1024;

/// Sorts each run of 1024 keys in place, a block a run of 512 threads: the
/// run goes into a shared tile block-stride (keys past `n` as `u32::MAX`),
/// then each stage of the bitonic network splits the tile in pairs `stride`
/// apart ([`Tile::pairs`]), each thread compares and exchanges its own pair,
/// ascending or descending by its pair's place in the sequence of `size`,
/// and one block barrier ends the stage: 55 stages, 55 barriers, unrolled
/// (`#[unroll]`) so that each stage's stride is a constant, as the C++
/// compiler unrolls the same loops written by hand. The sorted run goes out
/// two cells a thread, coalesced.
#[kernel]
pub fn bitonic_sort(
    block: ThisBlock,
    #[len(n)] keys: &[u32],
    n: u64,
    #[len(n)] sorted: Output<u32, Coalesced<Chunks<SORT_KEYS>>>,
) {
    let tile: Tile<u32, 1024> = block.shared();
    let first = block.index() as u64 * SORT_KEYS;
    let mut values = [u32::MAX; 2];
    for k in 0u32..2u32 {
        let i = first + (block.thread_index() + k * block.size().get()) as u64;
        if i < n {
            values[k] = keys[i];
        }
    }
    let mut tile = tile.write_strided(values).sync_threads();
    let mut size: Uniform<u32> = 2u32;
    #[unroll]
    while size <= 1024u32 {
        let mut stride: Uniform<u32> = size / 2u32;
        #[unroll]
        while stride > 0u32 {
            let pair = tile.pairs(stride);
            let (a, b) = pair.values();
            let mut low = a.min(b);
            let mut high = a.max(b);
            if pair.low_index() & size.get() != 0u32 {
                low = a.max(b);
                high = a.min(b);
            }
            tile = pair.write_pair(low, high).sync_threads();
            stride /= 2u32;
        }
        size *= 2u32;
    }
    let view = block.chunks::<SORT_KEYS>().coalesced();
    for k in 0u32..2u32 {
        if let Some(cell) = view.cell(k) {
            sorted[cell] = tile.read(block.thread_index() + k * block.size().get());
        }
    }
}

/// The bin of a sample: device functions are called from other crates' kernels
/// too (`tests/constructs.rs`), the constant resolved in this crate.
#[device]
pub fn bin_of(sample: u32) -> u32 {
    sample % BINS
}

/// `a·x + y`, fused, for any float: a generic device function of this crate,
/// for other crates' kernels.
#[device]
pub fn fused<T: Float>(a: T, x: T, y: T) -> T {
    a.mul_add(x, y)
}

/// The kernels above written by hand over libcu++, each a `RawKernel` of
/// `cpp/bench/everyday_handwritten.cu` by its entry name.
macro_rules! handwritten {
    ($($(#[$doc:meta])* $name:ident = $entry:literal;)*) => {$(
        $(#[$doc])*
        pub static $name: RawKernel = RawKernel {
            name: $entry,
            cuda: HANDWRITTEN,
        };
    )*};
}

handwritten! {
    /// [`axpy`] for `f32`, by hand.
    AXPY_F32_HANDWRITTEN = "axpyF32Handwritten";
    /// [`axpy`] for `f64`, by hand.
    AXPY_F64_HANDWRITTEN = "axpyF64Handwritten";
    /// [`grid_sum`] for `f32`, by hand.
    GRID_SUM_F32_HANDWRITTEN = "gridSumF32Handwritten";
    /// [`histogram`], by hand.
    HISTOGRAM_HANDWRITTEN = "histogramHandwritten";
    /// [`sgemm`], by hand, for side 1024 (its side known when compiled, as
    /// the typed kernel's `Q`).
    SGEMM_HANDWRITTEN_1024 = "sgemmHandwritten1024";
    /// [`sgemm`], by hand, for side 4096.
    SGEMM_HANDWRITTEN_4096 = "sgemmHandwritten4096";
    /// [`sgemm_pipelined`], by hand, for side 1024.
    SGEMM_PIPELINED_HANDWRITTEN_1024 = "sgemmPipelinedHandwritten1024";
    /// [`sgemm_pipelined`], by hand, for side 4096.
    SGEMM_PIPELINED_HANDWRITTEN_4096 = "sgemmPipelinedHandwritten4096";
    /// [`softmax`], by hand.
    SOFTMAX_HANDWRITTEN = "softmaxHandwritten";
    /// [`transpose`], by hand.
    TRANSPOSE_HANDWRITTEN = "transposeHandwritten";
    /// [`layer_norm`], by hand.
    LAYER_NORM_HANDWRITTEN = "layerNormHandwritten";
    /// [`spmv`], by hand.
    SPMV_HANDWRITTEN = "spmvHandwritten";
    /// [`stencil`], by hand.
    STENCIL_HANDWRITTEN = "stencilHandwritten";
    /// [`bitonic_sort`], by hand.
    BITONIC_SORT_HANDWRITTEN = "bitonicSortHandwritten";
}

const HANDWRITTEN: &str = include_str!("../cpp/bench/everyday_handwritten.cu");
