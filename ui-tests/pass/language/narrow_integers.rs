//! `u8`, `i8`, `u16` and `i16`: buffers, literals, casts, operators and the
//! integer methods, each in its own width as Rust computes it (C++ promotes
//! them to `int`, where `255u8 + 1` is 256 and `!x` sets 24 more bits). The
//! GPU test compares every result with Rust's own, bit for bit.
use cuda_sync::prelude::*;

/// A kernel per type: for each pair `(a[i], b[i])` taken as the type, with
/// the amount `s[i]`, the float `f[i]` and the uniform amount `amount`, 40
/// results, each as a `u64`. Numbers without a suffix beside the type are of
/// the type, in comparisons too (`x == !0` is `x == 255` for a `u8`; red
/// team: C++ compared the promoted `x` with -1).
macro_rules! narrow {
    ($name:ident, $t:ident) => {
        #[kernel]
        pub fn $name(
            block: ThisBlock,
            #[len(n)] a: &[u16],
            #[len(n)] b: &[u16],
            #[len(n)] s: &[u32],
            #[len(n)] f: &[f32],
            n: u64,
            amount: u8,
            #[len(n * 40)] out: Output<u64, Contiguous<Chunks<1280>, 40>>,
        ) {
            let view = block.chunks::<1280>().contiguous::<40>();
            let i = block.thread_index() as u64 + block.index() as u64 * 32u64;
            if i < n {
                let (x, y, k) = (a[i] as $t, b[i] as $t, s[i]);
                let divisor = (y & 0x7f) | 1;
                let mut updated = x;
                updated += y;
                updated *= y;
                updated <<= k;
                updated ^= !y;
                let results = [
                    (x + y) as u64,
                    (x - y) as u64,
                    (x * y) as u64,
                    (x / divisor) as u64,
                    (x % divisor) as u64,
                    (x << k) as u64,
                    (x >> k) as u64,
                    (x & y) as u64,
                    (x | y) as u64,
                    (x ^ y) as u64,
                    !x as u64,
                    (x < y) as u64,
                    x.saturating_add(y) as u64,
                    x.saturating_sub(y) as u64,
                    x.count_ones() as u64,
                    x.leading_zeros() as u64,
                    x.trailing_zeros() as u64,
                    x.rotate_left(k) as u64,
                    x.pow(3u32) as u64,
                    x.min(y) as u64,
                    x.max(y) as u64,
                    f[i] as $t as u64,
                    (x as f32).to_bits() as u64,
                    updated as u64,
                    (x + 1) as u64,
                    !(x & 15) as u64,
                    (x * 100 - 3) as u64,
                    x.wrapping_mul(y) as u64,
                    x.trailing_ones() as u64,
                    x.leading_ones() as u64,
                    x.count_zeros() as u64,
                    (x >= y) as u64,
                    (x == !0) as u64,
                    (x != !0x0F) as u64,
                    (x < !0) as u64,
                    (x == $t::MAX) as u64 + (x == $t::MIN) as u64 * 2u64,
                    (x >> amount) as u64,
                    [3u8, 1, 4, 1][(x & 3) as usize] as u64,
                    (x as u8 == b'A') as u64 + (x as u8 >= b'0' && x as u8 <= b'9') as u64 * 2u64,
                    $t::BITS as u64,
                ];
                for c in 0u32..40u32 {
                    if let Some(cell) = view.cell(c) {
                        out[cell] = results[c];
                    }
                }
            }
        }
    };
}

narrow!(narrow_u8, u8);
narrow!(narrow_i8, i8);
narrow!(narrow_u16, u16);
narrow!(narrow_i16, i16);

/// Bytes of text: which are letters (`matches!` with byte ranges), and a
/// count of the block's threads below a uniform `u8` (a narrow kernel
/// argument widened where a `u32` is taken).
#[kernel]
pub fn letters(
    block: ThisBlock,
    #[len(n)] text: &[u8],
    n: u64,
    below: u8,
    #[len(n)] out: &mut [u32],
) {
    let mut under = 0u32;
    for _ in block.block_stride(below) {
        under += 1u32;
    }
    for i in block.grid_stride(n) {
        out[i] = matches!(text[i], b'a'..=b'z' | b'A'..=b'Z') as u32 + under * 2u32;
    }
}

/// Numbers past the type, where a module allows them: rustc wraps them to the
/// type (`256` as a `u8` is 0, `300` is 44), in comparisons and patterns as
/// in arithmetic, and so does the GPU (red team: C++ compared with 256).
#[allow(overflowing_literals)]
pub mod wrapped {
    use cuda_sync::prelude::*;

    #[kernel]
    pub fn wrapped_literals(
        block: ThisBlock,
        #[len(n)] a: &[u8],
        n: u64,
        #[len(n)] out: &mut [u32],
    ) {
        for i in block.grid_stride(n) {
            let x = a[i];
            let matched = match x {
                256 => 1u32,
                257..=300 => 2u32,
                _ => 3u32,
            };
            out[i] = (x == 256) as u32 + (x < 300) as u32 * 10u32 + matched * 100u32;
        }
    }
}

fn main() {}
