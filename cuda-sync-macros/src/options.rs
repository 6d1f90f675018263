//! `#[kernel(..)]`'s arguments: how the kernel is launched and compiled.

use proc_macro2::TokenStream;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, Lit, Meta, Token};

/// The most blocks an SM holds at once on any GPU the crate runs on.
const MOST_BLOCKS_PER_SM: u32 = 32;

/// What `#[kernel]`, `#[kernel(cooperative)]` or
/// `#[kernel(min_blocks_per_sm = 3)]` asks for.
#[derive(Clone, Copy, Debug, Default)]
pub struct KernelOptions {
    /// Every block resident at once, for a grid barrier: the launch is
    /// cooperative, and its launcher checks co-residency.
    pub cooperative: bool,
    /// Blocks of this kernel each SM must hold at once: the compiler keeps
    /// each thread's registers few enough (`__launch_bounds__`'s second
    /// argument, `CUDA_SYNC_MIN_BLOCKS_PER_SM` in `rank.cuh`).
    pub min_blocks_per_sm: Option<u32>,
}

impl KernelOptions {
    /// The options, or an error that lists the ones there are.
    pub fn parse(args: TokenStream) -> Result<KernelOptions, syn::Error> {
        let mut options = KernelOptions::default();
        for meta in Punctuated::<Meta, Token![,]>::parse_terminated.parse2(args)? {
            match &meta {
                Meta::Path(path) if path.is_ident("cooperative") => options.cooperative = true,
                Meta::NameValue(pair) if pair.path.is_ident("min_blocks_per_sm") => {
                    options.min_blocks_per_sm = Some(blocks_per_sm(&pair.value)?);
                }
                _ => return Err(syn::Error::new_spanned(meta, UNKNOWN)),
            }
        }
        Ok(options)
    }
}

const UNKNOWN: &str = "`#[kernel]` takes nothing, `cooperative` for a grid barrier, or \
                       `min_blocks_per_sm = N` for the blocks each SM must hold at once";

/// `N` of `min_blocks_per_sm = N`: an integer literal from 1 to 32.
fn blocks_per_sm(value: &Expr) -> Result<u32, syn::Error> {
    let blocks = match value {
        Expr::Lit(literal) => match &literal.lit {
            Lit::Int(int) => int.base10_parse::<u32>().ok(),
            _ => None,
        },
        _ => None,
    };
    blocks
        .filter(|blocks| (1..=MOST_BLOCKS_PER_SM).contains(blocks))
        .ok_or_else(|| {
            syn::Error::new_spanned(
                value,
                format!(
                    "`min_blocks_per_sm` is the number of this kernel's blocks each SM must \
                     hold at once (CUDA's `__launch_bounds__`): an integer literal from 1 to \
                     {MOST_BLOCKS_PER_SM}, such as `min_blocks_per_sm = 3`"
                ),
            )
        })
}
