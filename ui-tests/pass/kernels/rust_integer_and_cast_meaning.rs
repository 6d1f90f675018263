//! What Rust's operators mean at the edges, where C++'s are undefined: `+`,
//! `-`, `*` and `-x` wrap on signed integers, `<<` and `>>` take the amount
//! modulo the width, and a float cast to an integer saturates (NaN is 0).
//! The GPU tests compare each cell with Rust's own result, bit for bit.
use cuda_sync::prelude::*;

/// For each pair `(a[i], b[i])` and amount `s[i]`: the wrapping sum,
/// difference, product and negation, and the shifts of `a` by `s`.
#[kernel]
pub fn edges_i32(
    block: ThisBlock,
    #[len(n)] a: &[i32],
    #[len(n)] b: &[i32],
    #[len(n)] s: &[u32],
    n: u64,
    #[len(n)] sum: &mut [i32],
    #[len(n)] difference: &mut [i32],
    #[len(n)] product: &mut [i32],
    #[len(n)] negation: &mut [i32],
    #[len(n)] left: &mut [i32],
    #[len(n)] right: &mut [i32],
) {
    for i in block.grid_stride(n) {
        let (x, y, k) = (a[i], b[i], s[i]);
        sum[i] = x + y;
        difference[i] = x - y;
        product[i] = x * y;
        negation[i] = -x;
        let mut shifted = x;
        shifted <<= k;
        left[i] = shifted;
        right[i] = x >> k;
    }
}

/// The same for `i64`, the compound forms for the arithmetic.
#[kernel]
pub fn edges_i64(
    block: ThisBlock,
    #[len(n)] a: &[i64],
    #[len(n)] b: &[i64],
    #[len(n)] s: &[u32],
    n: u64,
    #[len(n)] sum: &mut [i64],
    #[len(n)] difference: &mut [i64],
    #[len(n)] product: &mut [i64],
    #[len(n)] negation: &mut [i64],
    #[len(n)] left: &mut [i64],
    #[len(n)] right: &mut [i64],
) {
    for i in block.grid_stride(n) {
        let (x, y, k) = (a[i], b[i], s[i]);
        let mut total = x;
        total += y;
        sum[i] = total;
        let mut less = x;
        less -= y;
        difference[i] = less;
        let mut times = x;
        times *= y;
        product[i] = times;
        negation[i] = -x;
        left[i] = x << k;
        let mut shifted = x;
        shifted >>= k;
        right[i] = shifted;
    }
}

/// `v as i32`, `as u32`, `as i64`, `as u64` of each `f32` and `f64`.
#[kernel]
pub fn saturating_casts(
    block: ThisBlock,
    #[len(n)] single: &[f32],
    #[len(n)] double: &[f64],
    n: u64,
    #[len(n * 8)] out: Output<u64, Contiguous<Chunks<1024>, 8>>,
) {
    let view = block.chunks::<1024>().contiguous::<8>();
    let i = block.thread_index() as u64 + block.index() as u64 * 128u64;
    if i < n {
        let (x, y) = (single[i], double[i]);
        let results = [
            x as i32 as u32 as u64,
            x as u32 as u64,
            x as i64 as u64,
            x as u64,
            y as i32 as u32 as u64,
            y as u32 as u64,
            y as i64 as u64,
            y as u64,
        ];
        for k in 0u32..8u32 {
            if let Some(cell) = view.cell(k) {
                out[cell] = results[k];
            }
        }
    }
}

/// An index made of a negation: `-a` of `i32::MIN` is `i32::MIN`, so the
/// remainder is negative and the index past the table, which the check
/// stops. Were `-a` taken for positive (C++'s signed overflow is undefined),
/// the remainder would be below 1000 and the check deleted.
#[kernel]
pub fn mirrored(block: ThisBlock, shift: i32, #[len(1000)] table: &[u32], out: &mut [u32]) {
    let i = block.global_index();
    let mut a = shift + block.thread_index() as i32;
    if a < 0i32 {
        a = -a;
    }
    out[i] = table[(a % 1000i32) as u64];
}

/// How many times `for _ in a..=b`, `(a..=b).rev()`, `(a..b).rev()`,
/// `(a..=b).step_by(3)` and `(a..b).step_by(2^33)` run together, and the
/// first value backwards xor the last forwards xor every third value: `b`
/// included, nothing past either end, even at `u32::MAX` and 0, and a step
/// past the type's width taken as Rust takes it.
#[kernel]
pub fn inclusive_counts(
    block: ThisBlock,
    #[len(n)] a: &[u32],
    #[len(n)] b: &[u32],
    n: u64,
    #[len(n)] counts: &mut [u32],
    #[len(n)] lasts: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let mut count = 0u32;
        let mut last = 0u32;
        for k in a[i]..=b[i] {
            count += 1u32;
            last = k;
        }
        let mut firsts = 0u32;
        for k in (a[i]..=b[i]).rev() {
            firsts = k;
            count += 1u32;
        }
        let mut below = 0u32;
        for _ in (a[i]..b[i]).rev() {
            below += 1u32;
        }
        for k in (a[i]..=b[i]).step_by(3) {
            below += 1u32;
            last ^= k;
        }
        for _ in (a[i]..b[i]).step_by(1usize << 33u32) {
            below += 1u32;
        }
        counts[i] = count + below;
        lasts[i] = last ^ firsts;
    }
}

/// `if`/`else` and blocks as values, with the numbers at the edges: NaN
/// takes the `else` branch of `x > 1.0` (as in Rust), an `else if` chain
/// runs one branch, a same-type method's integer takes the receiver's type
/// (`!0` is `u32::MAX`), and a `for` over an array runs over a copy.
#[kernel]
pub fn chosen_values(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    #[len(n)] k: &[u32],
    n: u64,
    #[len(n)] out: &mut [u32],
) {
    for i in block.grid_stride(n) {
        let clamped = if x[i] > 1.0f32 { 1.0f32 } else { x[i] };
        let kind = if k[i] == 0u32 {
            7u32
        } else if k[i] < 100u32 {
            let doubled = k[i].wrapping_mul(2);
            doubled + 1u32
        } else {
            k[i].min(!0).wrapping_add(3)
        };
        // A loop over an array runs over a copy: the write is not seen.
        let mut cells = [k[i], 2u32, 3u32];
        let mut sum = 0u32;
        for c in cells {
            cells[2] = 100u32;
            sum = sum.wrapping_add(c);
        }
        out[i] = {
            let bits = clamped.to_bits();
            bits ^ kind ^ sum ^ cells[2]
        };
    }
}

/// Floats without a suffix, typed by the operand beside them as rustc types
/// them: `x * 0.1` is an `f32` product of `x` and `0.1f32` (C++ alone would
/// multiply by the double `0.1` and round once more), in arithmetic and
/// comparisons, on either side, beside a uniform value, in compound and plain
/// assignments, and in `f64` beside an `f64`.
#[kernel]
pub fn untyped_floats(
    block: ThisBlock,
    #[len(n)] x: &[f32],
    #[len(n)] y: &[f64],
    scale: f32,
    n: u64,
    #[len(n)] single: &mut [f32],
    #[len(n)] double: &mut [f64],
) {
    for i in block.grid_stride(n) {
        let mut s = x[i] * 0.1 + 0.2;
        if x[i] > 0.5 {
            s -= 0.3;
        }
        s *= 1.7;
        s /= -3.1;
        if -0.25 >= s {
            s = s % 0.7 - 1.3;
        }
        let uniform = scale * 0.1;
        single[i] = s + uniform + 0.1 / x[i];
        let mut d = y[i] * 0.1 - 1e-300;
        d += 0.1;
        double[i] = d;
    }
}

/// The signed minimums as Rust writes them, `-2147483648i32` and
/// `-9223372036854775808i64` (the literal alone does not fit its type; the
/// negation does), as operands and as values.
#[kernel]
pub fn signed_minimums(
    block: ThisBlock,
    #[len(n)] x: &[i32],
    n: u64,
    #[len(n)] narrow: &mut [i32],
    #[len(n)] wide: &mut [i64],
) {
    for i in block.grid_stride(n) {
        let low = -2147483648i32;
        narrow[i] = if x[i] == -2147483648i32 {
            1i32
        } else {
            x[i].wrapping_add(low)
        };
        wide[i] = x[i] as i64 + -9223372036854775808i64;
    }
}

fn main() {}
