//! The macros never panic: every kernel and device function in the repository,
//! mutated thousands of ways (tokens deleted, repeated, swapped, replaced),
//! yields either code or a spanned `compile_error!`.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::ItemFn;

use crate::expand;

/// The kernels and device functions this repository writes, as seeds.
fn seeds() -> Vec<String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let mut files = Vec::new();
    for dir in ["src", "ui-tests/pass", "ui-tests/fail"] {
        let Ok(entries) = std::fs::read_dir(format!("{root}/{dir}")) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.path().extension().is_some_and(|e| e == "rs") {
                files.push(std::fs::read_to_string(entry.path()).unwrap());
            }
        }
    }
    let functions: Vec<String> = files
        .iter()
        .filter_map(|text| syn::parse_file(text).ok())
        .flat_map(|file| file.items)
        .filter_map(|item| match item {
            syn::Item::Fn(f)
                if f.attrs
                    .iter()
                    .any(|a| a.path().is_ident("kernel") || a.path().is_ident("device")) =>
            {
                Some(quote::quote!(#f).to_string())
            }
            _ => None,
        })
        .collect();
    assert!(
        functions.len() >= 10,
        "found only {} seed functions",
        functions.len()
    );
    functions
}

/// Tokens flattened, with group delimiters as their own entries.
fn flatten(stream: TokenStream, out: &mut Vec<String>) {
    for tree in stream {
        if !matches!(tree, TokenTree::Punct(_)) {
            if let Some(last) = out.last_mut().filter(|last| last.ends_with('\u{1}')) {
                last.pop();
            }
        }
        match tree {
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                out.push(open.to_string());
                flatten(group.stream(), out);
                out.push(close.to_string());
            }
            TokenTree::Punct(punct) => {
                // `->`, `+=`, `..`: a joint punct and the next are one token.
                let glued = out.last_mut().filter(|last| last.ends_with('\u{1}'));
                match glued {
                    Some(last) => {
                        last.pop();
                        last.push(punct.as_char());
                    }
                    None => out.push(punct.as_char().to_string()),
                }
                if punct.spacing() == proc_macro2::Spacing::Joint {
                    out.last_mut().expect("just pushed").push('\u{1}');
                }
            }
            other => out.push(other.to_string()),
        }
    }
}

/// xorshift64: the same mutations on every run.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

const REPLACEMENTS: &[&str] = &[
    "match", "loop", "||", "as", "1u32", "'a", "mut", "&", "return", "__x", "..", "if", "let",
    "shared", "Some", "*", ";",
];

fn mutate(tokens: &[String], rng: &mut Rng) -> String {
    let mut tokens = tokens.to_vec();
    for _ in 0..1 + rng.below(2) {
        let at = rng.below(tokens.len());
        match rng.below(4) {
            0 => {
                tokens.remove(at);
            }
            1 => tokens.insert(at, tokens[at].clone()),
            2 if at + 1 < tokens.len() => tokens.swap(at, at + 1),
            _ => tokens[at] = REPLACEMENTS[rng.below(REPLACEMENTS.len())].to_string(),
        }
    }
    tokens.join(" ")
}

#[test]
fn mutated_kernels_give_code_or_errors_never_a_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut parsed, mut refused) = (0, 0);
    for seed in seeds() {
        let mut tokens = Vec::new();
        flatten(seed.parse().unwrap(), &mut tokens);
        for _ in 0..1000 {
            let text = mutate(&tokens, &mut rng);
            let Ok(function) = syn::parse_str::<ItemFn>(&text) else {
                continue;
            };
            parsed += 1;
            for expand in [expand::kernel, expand::device] {
                let output = std::panic::catch_unwind(|| {
                    expand(TokenStream::new(), function.clone()).to_string()
                })
                .unwrap_or_else(|_| panic!("the macro panicked on:\n{text}"));
                refused += usize::from(output.contains("compile_error"));
            }
        }
    }
    assert!(
        parsed > 1000 && refused > 100,
        "only {parsed} mutants parsed, {refused} refused"
    );
}
