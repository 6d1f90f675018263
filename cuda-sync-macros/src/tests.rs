//! Tier 1: the translation, construct by construct, and the subset's errors.

use quote::ToTokens;
use syn::{parse_quote, ItemFn};

use crate::generics::Generics;
use crate::options::KernelOptions;
use crate::{emit, expand, parse, valid};

/// The text of an emitted `concat!(...)`, with `file!()` shown as `FILE`.
fn text(tokens: proc_macro2::TokenStream) -> String {
    let concat: syn::Macro = syn::parse2(tokens).unwrap();
    let parts = concat
        .parse_body_with(syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated)
        .unwrap();
    parts
        .iter()
        .map(|part| match part {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => text.value(),
            _ => "FILE".to_string(),
        })
        .collect()
}

/// The C++ text of a kernel.
fn cuda(function: &ItemFn) -> String {
    cuda_with(function, KernelOptions::default())
}

/// The C++ text of a kernel of `#[kernel(options)]`.
fn cuda_with(function: &ItemFn, options: KernelOptions) -> String {
    let mut errors = valid::Errors::default();
    let generics = Generics::of(&function.sig.generics, false, &mut errors);
    errors.finish().unwrap();
    let mut params: Vec<parse::Param> = parse::params(&function.sig.inputs)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    generics.scalar_params(&mut params);
    text(emit::kernel(function, &params, &generics, options).cuda)
}

/// The C++ text of a device function, without `#line` directives and blank lines.
fn device_code(function: &ItemFn) -> Vec<String> {
    let mut errors = valid::Errors::default();
    let generics = Generics::of(&function.sig.generics, true, &mut errors);
    errors.finish().unwrap();
    lines(&text(emit::device(function, &generics).cuda))
}

/// C++ text without `#line` directives and blank lines.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| !line.starts_with("#line") && !line.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// A kernel's C++ without `#line` directives and blank lines.
fn code(function: &ItemFn) -> Vec<String> {
    lines(&cuda(function))
}

fn errors(function: &ItemFn) -> Vec<String> {
    let mut errors = valid::Errors::default();
    valid::block(&function.block, &mut errors);
    match errors.finish() {
        Ok(()) => Vec::new(),
        Err(error) => error.into_iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn signature_maps_each_parameter_kind() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, input: &[f32], n: u64, out: &mut [u32], cells: Global<f32>) {}
    };
    let code = code(&f);
    assert_eq!(
        code[0],
        "extern \"C\" __global__ void k(Input<float> input_, unsigned long long n___arg, Output<unsigned int> out_, Global<float> cells_) {"
    );
    assert_eq!(code[1], "unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};");
    assert_eq!(code[2], "const Uniform<unsigned long long> n_{n___arg};");
}

/// `#[kernel(min_blocks_per_sm = N)]` declares the kernel with the shim's
/// `__launch_bounds__` (`CUDA_SYNC_MIN_BLOCKS_PER_SM`, `rank.cuh`).
#[test]
fn min_blocks_per_sm_bounds_the_kernel() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, out: &mut [u32]) {}
    };
    let options = KernelOptions::parse(quote::quote! { min_blocks_per_sm = 3 }).unwrap();
    let code = lines(&cuda_with(&f, options));
    assert_eq!(
        code[0],
        "extern \"C\" __global__ void CUDA_SYNC_MIN_BLOCKS_PER_SM(3) k(Output<unsigned int> out_) {"
    );
}

#[test]
fn kernel_options_parse_each_argument_and_refuse_the_rest() {
    let parse =
        |args: proc_macro2::TokenStream| KernelOptions::parse(args).map_err(|e| e.to_string());
    let both = parse(quote::quote! { cooperative, min_blocks_per_sm = 2 }).unwrap();
    assert!(both.cooperative);
    assert_eq!(both.min_blocks_per_sm, Some(2));
    let none = parse(quote::quote! {}).unwrap();
    assert!(!none.cooperative);
    assert_eq!(none.min_blocks_per_sm, None);
    for bad in [
        quote::quote! { min_blocks_per_sm = 0 },
        quote::quote! { min_blocks_per_sm = 33 },
        quote::quote! { min_blocks_per_sm = N },
    ] {
        assert!(parse(bad)
            .unwrap_err()
            .contains("an integer literal from 1 to 32"));
    }
    assert!(parse(quote::quote! { fast })
        .unwrap_err()
        .contains("`#[kernel]` takes nothing"));
}

/// A float literal is rustc's value, formatted on the host
/// (`Literal::cuda`): NVRTC reads a decimal halfway between two floats
/// another way (red team, round 61: `16777217.0f32`).
#[test]
fn float_literals_are_rustcs_values() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) { let a = 16777217.0f32; let b = 16777217f32; let c = 0.1f64; }
    };
    let mut errors = valid::Errors::default();
    let generics = Generics::of(&f.sig.generics, false, &mut errors);
    let constants: Vec<String> = emit::kernel(&f, &[], &generics, KernelOptions::default())
        .constants
        .iter()
        .map(|c| quote::quote!(#c).to_string())
        .collect();
    assert_eq!(
        constants,
        [
            ":: cuda_sync :: __private :: Literal :: cuda (16777217.0f32)",
            ":: cuda_sync :: __private :: Literal :: cuda (16777217f32)",
            ":: cuda_sync :: __private :: Literal :: cuda (0.1f64)",
        ]
    );
}

/// Rust computes a compound assignment's value before its place, so
/// `acc[i] += 10 / d` panics at the division before the index is checked:
/// the value is an argument of `math::assign_after`, and the place a
/// lambda it calls (a call's two arguments have no order in C++). A variable as the
/// place has no check, and stays a call.
#[test]
fn a_compound_assignment_computes_its_value_before_its_place() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, d: u32) { let mut acc = [0u32; 4]; let i = block.thread_index(); acc[i] += 10u32 / d; let mut a = 1u32; a += 10u32 / d; }
    };
    let code = code(&f);
    assert!(code.contains(&"math::assign_after<math::Compound::add>(math::div(lit(10u), d_), [&]() -> decltype(auto) { return (acc_[i_]); });".to_string()), "{code:?}");
    assert!(
        code.contains(&"math::add_assign(a_, math::div(lit(10u), d_));".to_string()),
        "{code:?}"
    );
}

/// Rust's `/` and `%` panic at a zero divisor and at `MIN / -1`, which C++
/// leaves undefined: every division and remainder goes through the shim's
/// checked `math::div` and `math::rem` (`Check::Divide`).
#[test]
fn divisions_and_remainders_are_checked() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, d: u32) { let mut a = 7u32 / d; a %= d; a /= 2u32; let b = a % d; }
    };
    assert_eq!(
        code(&f)[3..],
        [
            "auto a_ = math::div(lit(7u), d_);",
            "math::rem_assign(a_, d_);",
            "math::div_assign(a_, lit(2u));",
            "auto b_ = math::rem(a_, d_);",
            "}",
        ]
    );
}

#[test]
fn literals_keep_their_type_and_constants_and_operands_are_uniform() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) { let a = 1u32; let b = 2u64; let c = 1.5f32; let d = 3f32; let e = a + 1u32; let f = true; let mut g = 0u32; let mut h: Uniform<u32> = 0u32; }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "auto a_ = lit(1u);",
            "auto b_ = lit(2ull);",
            "auto c_ = lit(cuda_sync_const__0__);",
            "auto d_ = lit(cuda_sync_const__1__);",
            "auto e_ = math::add(a_, lit(1u));",
            "auto f_ = lit(true);",
            "auto g_ = 0u;",
            "Uniform<unsigned int> h_ = lit(0u);",
            "}"
        ]
    );
}

#[test]
fn arithmetic_on_constants_alone_is_uniform_where_compared() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, r: u32) { let t = block.thread_index(); let a = r == ROUNDS + 1u32; let b = r == ROUNDS + t; let c = ROUNDS + 1u32; for i in 0u32..ROUNDS * 2u32 {} }
    };
    let code = code(&f);
    let expected = [
        "auto a_ = (r_ == lit(plain(math::add(cuda_sync_const__0__, lit(1u)))));",
        "auto b_ = (r_ == math::add(cuda_sync_const__0__, t_));",
        "auto c_ = math::add(cuda_sync_const__0__, lit(1u));",
        "for (auto i_ : range(lit(0u), lit(plain(math::mul(cuda_sync_const__0__, lit(2u)))))) {",
    ];
    for line in expected {
        assert!(code.iter().any(|l| l == line), "no `{line}` in {code:#?}");
    }
}

#[test]
fn scalar_methods_and_constants_are_the_shims_functions() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, input: &[f32]) { let y = input[0usize].sqrt().max(0.5f32); let m = u32::MAX; let n = f64::INFINITY; }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "auto y_ = lifted<math::method::max, true>(lifted<math::method::sqrt, false>(input_[0ull]), lit(cuda_sync_const__0__));",
            "auto m_ = math::limits<unsigned int>::MAX();",
            "auto n_ = math::limits<double>::INFINITY_();",
            "}"
        ]
    );
}

#[test]
fn shadowing_gets_a_fresh_cpp_name() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) { let x = 1u32; let x = x + 1u32; let y = x; }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "auto x_ = lit(1u);",
            "auto x__1 = math::add(x_, lit(1u));",
            "auto y_ = x__1;",
            "}"
        ]
    );
}

#[test]
fn control_flow_maps_one_to_one() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, out: &mut [u32]) {
            let mut i = block.thread_index();
            while i < 10u32 { i += 1u32; if i == 5u32 { break; } else { continue; } }
            for j in 0u32..block.size() { out[j as usize] = i; }
        }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "auto i_ = block_.thread_index();",
            "while ((i_ < lit(10u))) {",
            "math::add_assign(i_, lit(1u));",
            "if ((i_ == lit(5u))) {",
            "break;",
            "} else {",
            "continue;",
            "}",
            "}",
            "for (auto j_ : range(lit(0u), block_.size())) {",
            "out_[cast<unsigned long long>(j_)] = i_;",
            "}",
            "}",
        ]
    );
}

#[test]
fn names_never_meet_cpp_keywords_shim_names_or_each_other() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, input: &[u32], out: &mut [u32]) {
            let tid = block.thread_index();
            let t_1 = block.size();
            let t = tid;
            if t_1 > 0u32 { let t = !tid; let float = t; out[0] = float; }
            let lit = helper(t);
        }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "auto tid_ = block_.thread_index();",
            "auto t_1_ = block_.size();",
            "auto t_ = tid_;",
            "if ((t_1_ > lit(0u))) {",
            "auto t__1 = complement(tid_);",
            "auto float_ = t__1;",
            "out_[0] = float_;",
            "}",
            "auto lit_ = cuda_sync_call__0__(t_);",
            "}"
        ]
    );
}

#[test]
fn if_let_some_reads_an_option() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, arrival: u32) { if let Some(last) = arrival.last() { let x = last; } }
    };
    let code = code(&f);
    assert_eq!(
        code[3],
        "if (auto last___option = arrival_.last(); last___option.is_some()) {"
    );
    assert_eq!(code[4], "auto last_ = last___option.unwrap();");
}

#[test]
fn turbofish_references_and_shared_memory() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, cells: Global<u32>) {
            let tile: Shared<f32, 256> = block.shared();
            cells.atomic::<Device>(0u32).fetch_add(1u32, Relaxed);
            let x = cells.read(0u32, &tile);
        }
    };
    assert_eq!(
        code(&f)[2..],
        [
            "__shared__ Shared<float, 256>::Storage tile___storage;",
            "Shared<float, 256> tile_{tile___storage};",
            "cells_.atomic<Device>(0u).fetch_add(1u, Relaxed);",
            "auto x_ = cells_.read(0u, tile_);",
            "}",
        ]
    );
}

#[test]
fn every_statement_has_a_line_directive_into_the_rust_file() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) { let a = 1u32; let b = 2u32; }
    };
    let text = cuda(&f);
    assert_eq!(text.matches("#line").count(), 3, "{text}");
    assert!(text.contains("\"FILE\""), "{text}");
}

#[test]
fn all_errors_are_reported_in_one_pass_on_their_tokens() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) {
            let a = |x: u32| x;
            let b = match a { _ => 1u32 };
            let [c, d] = [1u32, 2u32];
            let p = Point { x: 1u32 };
            let e = __cuda_sync_flow;
        }
    };
    assert_eq!(
        errors(&f),
        [
            "a closure is outside the cuda-sync kernel subset; kernels use `let`, arithmetic, comparisons, `as`, indexing, method calls, `#[device]` calls, `if`, `while`, `loop`, `match` on an integer, `for i in a..b` (or `a..=b`, `.rev()`, `.step_by(k)`), `break`, `continue` and `return`",
            "a `match` other than one on an integer, with integer literals, constants and ranges of them (`0`, `1 | 2`, `3..=7`, `i32::MIN..=-1`, `ADD`: a `const` by a name in upper case that the function binds nowhere else) as its patterns, a guard on any arm but the last, no `#[cfg]` on an arm, and `_` as its last arm (rustc checks the `if` chain it becomes, which cannot tell that arms without `_` cover every value), is outside the cuda-sync kernel subset; kernels use `let`, arithmetic, comparisons, `as`, indexing, method calls, `#[device]` calls, `if`, `while`, `loop`, `match` on an integer, `for i in a..b` (or `a..=b`, `.rev()`, `.step_by(k)`), `break`, `continue` and `return`",
            "a `let` in a kernel binds one name (`let x = ...;`, `let x: T = ...;`) or a tuple of names and `_` (`let (a, _, mut c) = ...;`)",
            "a struct literal is outside the cuda-sync kernel subset; kernels use `let`, arithmetic, comparisons, `as`, indexing, method calls, `#[device]` calls, `if`, `while`, `loop`, `match` on an integer, `for i in a..b` (or `a..=b`, `.rev()`, `.step_by(k)`), `break`, `continue` and `return`",
            "names with `__` in them belong to the cuda-sync macros (and the C++ they emit); a kernel cannot use them",
        ]
    );
}

#[test]
fn shared_memory_needs_its_type_and_its_own_let() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock) { let t = block.shared(); f(block.shared()); }
    };
    assert_eq!(
        errors(&f),
        [
            "shared memory needs its type written out, with its cell count as a number or a const parameter of the kernel: `let tile: Tile<f32, 256> = block.shared();` (the launcher checks the block size against it)",
            "declare shared memory in its own `let`: `let tile: Shared<f32, 256> = block.shared();`",
        ]
    );
}

#[test]
fn the_checked_item_passes_the_flow_to_collectives_and_device_functions() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, x: f32) { block.sync_threads(); let s = helper(x); }
    };
    let item = expand::kernel(proc_macro2::TokenStream::new(), f).to_string();
    assert!(
        item.contains("block . sync_threads (& __cuda_sync_flow ,)"),
        "{item}"
    );
    assert!(
        item.contains(
            "helper (& __cuda_sync_flow , :: core :: marker :: PhantomData :: < helper > , :: cuda_sync :: __private :: value_arg :: < < helper as :: cuda_sync :: launch :: DeviceFnItem > :: Literals , _ , _ > (x))"
        ),
        "{item}"
    );
    assert!(
        item.contains("<< helper as :: cuda_sync :: launch :: DeviceFnItem > :: Needs > :: called_from (& __cuda_sync_flow)"),
        "{item}"
    );
    assert!(
        item.contains("< helper as :: cuda_sync :: launch :: DeviceFnItem > :: SOURCE"),
        "{item}"
    );
    assert!(
        item.contains("let x = :: cuda_sync :: __private :: kernel_arg (x) ;"),
        "{item}"
    );
}

#[test]
fn kernel_parameters_outside_the_subset_are_refused() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, v: Vec<f32>) {}
    };
    let item = expand::kernel(proc_macro2::TokenStream::new(), f)
        .into_token_stream()
        .to_string();
    assert!(item.contains("compile_error"), "{item}");
    assert!(item.contains("a kernel parameter is `ThisBlock`"), "{item}");
}

#[test]
fn device_functions_return_their_final_expression() {
    let f: ItemFn = parse_quote! {
        fn twice(x: f32, block: ThisBlock, cells: &[u32]) -> f32 { let y = x * 2.0f32; y }
    };
    let code = device_code(&f);
    assert_eq!(
        code,
        [
            "__device__ auto cuda_sync_fn__self__(float x_, ThisBlock block_, Input<unsigned int> cells_) -> float {",
            "auto y_ = math::mul(x_, lit(cuda_sync_const__0__));",
            "return y_;",
            "}",
        ]
    );
}

#[test]
fn declared_lengths_are_checked_by_the_launcher_and_outputs_are_owned_cells_for_rustc() {
    let f: ItemFn = parse_quote! {
        fn k(
            block: ThisBlock,
            #[len(blocks * threads)] out: &mut [u32],
            #[len(n)] cells: Global<f32>,
            #[len(4)] four: &[f32],
            #[len(x)] by_float: &[f32],
            n: u64,
            x: f32,
        ) {}
    };
    let item = expand::kernel(proc_macro2::TokenStream::new(), f.clone()).to_string();
    assert!(
        item.contains("[(blocks * threads) as u64 , (n) as u64 , (4) as u64 , (x) as u64]"),
        "{item}"
    );
    assert!(item.contains("check_len (__cuda_sync_source . name , stringify ! (out) , out . len () , __cuda_sync_lengths [0usize] , \"blocks * threads\")"), "{item}");
    assert!(item.contains("let n = n as u64 ;"), "{item}");
    // Each argument shows the kernel its declared elements only.
    assert!(
        item.contains("SliceArg :: writable (out , stream) . first (__cuda_sync_lengths [0usize])"),
        "{item}"
    );
    assert!(
        item.contains(
            "SliceArg :: readable (four , stream) . first (__cuda_sync_lengths [2usize])"
        ),
        "{item}"
    );
    // The kernel spells a scalar argument's and a literal's length, which the
    // compiler then sees; a product or a float it reads from the argument.
    let code = cuda(&f);
    assert!(code.contains("void k(Output<unsigned int> out_, Global<float> cells___arg, Input<float> four___arg, Input<float> by_float_, "), "{code}");
    assert!(
        code.contains(
            "auto cells_ = detail::first(cells___arg, static_cast<unsigned long long>(n___arg));"
        ),
        "{code}"
    );
    assert!(
        code.contains("auto four_ = detail::first(four___arg, 4ull);"),
        "{code}"
    );
    assert!(
        item.contains(
            "fn __check (block : ThisBlock , out : & mut :: cuda_sync :: output :: Output < u32 > , cells : Global < f32 > , four : & [f32] , by_float : & [f32] , n : u64 , x : f32 ,)"
        ),
        "{item}"
    );
}

/// A literal length is spelled only where the launcher's `(EXPR) as u64` is
/// its digits (red team, round 59): a float suffix rounds, a literal past
/// its type wraps, and the kernel then reads the length it was passed.
#[test]
fn literal_lengths_are_spelled_only_where_the_host_keeps_their_digits() {
    let f: ItemFn = parse_quote! {
        fn k(
            block: ThisBlock,
            #[len(16777217f32)] rounded: &[f32],
            #[len(257u8)] wrapped: &[f32],
            #[len(3000000000)] past_i32: &[f32],
            #[len(3000000000u32)] in_u32: &[f32],
            #[len(2147483647)] in_i32: &[f32],
        ) {}
    };
    let code = cuda(&f);
    for name in ["rounded", "wrapped", "past_i32"] {
        assert!(
            code.contains(&format!("Input<float> {name}_,"))
                || code.contains(&format!("Input<float> {name}_)")),
            "{code}"
        );
    }
    assert!(
        code.contains("auto in_u32_ = detail::first(in_u32___arg, 3000000000ull);"),
        "{code}"
    );
    assert!(
        code.contains("auto in_i32_ = detail::first(in_i32___arg, 2147483647ull);"),
        "{code}"
    );
}

/// A length of `+` and `*` with a `u64` among its names (a scalar, which the
/// launcher takes `as u64`, or a `u64` const parameter) is the launcher's
/// value in the C++ too; one of `u32` constants alone, which rustc computes
/// in 32 bits, is read from the argument.
#[test]
fn length_arithmetic_on_u64_names_is_spelled() {
    let f: ItemFn = parse_quote! {
        fn k<const COLUMNS: u64, const W: u32, const H: u32>(
            block: ThisBlock,
            #[len(rows * COLUMNS)] by_rows: &[f32],
            #[len((COLUMNS + 1) * COLUMNS)] square: &[f32],
            #[len(W * H)] narrow: &[f32],
            rows: u32,
        ) {}
    };
    let code = cuda(&f);
    let (columns, w) = ("cuda_sync_generic__0__", "cuda_sync_generic__1__");
    assert!(
        code.contains(&format!("auto by_rows_ = detail::first(by_rows___arg, (static_cast<unsigned long long>(rows___arg) * static_cast<unsigned long long>({columns})));")),
        "{code}"
    );
    assert!(
        code.contains(&format!("auto square_ = detail::first(square___arg, ((static_cast<unsigned long long>({columns}) + 1ull) * static_cast<unsigned long long>({columns})));")),
        "{code}"
    );
    assert!(
        code.contains("Input<float> narrow_,") && !code.contains(w),
        "{code}"
    );
}

#[test]
fn loops_are_never_values_and_an_if_value_has_an_else() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, out: &mut [u32]) {
            let v = if block.thread_index() < 3u32 { 1u32 } else { 2u32 };
            out[0] = { 5u32 };
            let w = while v > 0u32 {};
            let x = if v > 1u32 { 1u32 };
        }
    };
    assert_eq!(
        errors(&f),
        [
            "a loop has no value in a kernel or device function; write `let mut v = ...;`, assign it in the loop and use `v` after it",
            "an `if` without an `else` has no value (it would be `()`): add the `else` branch's value, `if c { a } else { b }`",
        ]
    );
}

#[test]
fn paths_other_than_scalar_constants_are_refused() {
    let f: ItemFn = parse_quote! {
        fn k(block: ThisBlock, out: &mut [u32]) { out[0] = u32::MAX; out[1] = config::TILE; out[2] = u32::LIMIT; }
    };
    let refused = "paths other than the language's constants of a scalar type (`MAX`, `MIN`, `BITS`, `EPSILON`, `INFINITY`, `NEG_INFINITY`, `NAN`, `MIN_POSITIVE`, `ZERO`, `ONE`: `u32::MAX`, `f32::INFINITY`, `T::ZERO`) and `core::f32::consts` are outside the kernel subset; bring a `const` into scope and use its name (`use modes::ADD;`, then `ADD`), write the value (`f32::MANTISSA_DIGITS` is `24u32`), or pass it as a kernel argument";
    assert_eq!(errors(&f), [refused, refused]);
}

#[test]
fn a_generic_kernel_holds_its_parameters_until_an_instance_spells_them() {
    let f: ItemFn = parse_quote! {
        fn axpy<T: Float, const K: u32>(block: ThisBlock, a: T, x: &[T], y: &mut [T]) {
            let z: T = T::ONE;
            let k = K;
        }
    };
    assert_eq!(
        code(&f),
        [
            "extern \"C\" __global__ void axpy__cuda_sync_instance__(cuda_sync_generic__0__ a___arg, Input<cuda_sync_generic__0__> x_, Output<cuda_sync_generic__0__> y_) {",
            "unsigned long long block__looks_left = detail::wait_budget; const ThisBlock block_{&block__looks_left};",
            "const Uniform<cuda_sync_generic__0__> a_{a___arg};",
            "cuda_sync_generic__0__ z_ = math::limits<cuda_sync_generic__0__>::ONE();",
            "auto k_ = lit(cuda_sync_generic__1__);",
            "}",
        ]
    );
}

#[test]
fn a_generic_device_function_is_a_template_that_makes_its_arguments_plain() {
    let f: ItemFn = parse_quote! {
        fn pick<T: Scalar, U: Scalar>(a: T, cells: &[U], b: T) -> T { a }
    };
    assert_eq!(
        device_code(&f),
        [
            "template <typename cuda_sync_generic__1__, typename cuda_sync_arg__0__, typename cuda_sync_arg__2__>",
            "__device__ auto cuda_sync_fn__self__(cuda_sync_arg__0__ a___in, Input<cuda_sync_generic__1__> cells_, cuda_sync_arg__2__ b___in) -> plain_t<cuda_sync_arg__0__> {",
            "using cuda_sync_generic__0__ = plain_t<cuda_sync_arg__0__>;",
            "cuda_sync_generic__0__ a_ = plain(a___in);",
            "cuda_sync_generic__0__ b_ = plain(b___in);",
            "return a_;",
            "}",
        ]
    );
}

/// The instances a kernel's `compiles_in_nvrtc` test compiles: every type
/// each bound admits, in every combination; none to list with a const parameter.
#[test]
fn the_nvrtc_check_compiles_every_instance_the_bounds_admit() {
    let instances = |generics: syn::Generics| {
        let mut errors = valid::Errors::default();
        let generics = Generics::of(&generics, false, &mut errors);
        errors.finish().unwrap();
        generics.every_instance()
    };
    assert_eq!(instances(parse_quote!()), Some(vec![vec![]]));
    let pairs = instances(parse_quote!(<T: Float, U: Int>)).unwrap();
    assert_eq!(pairs.len(), 2 * 5);
    assert_eq!(pairs[0], ["f32", "u32"]);
    assert_eq!(pairs[9], ["f64", "i64"]);
    assert_eq!(instances(parse_quote!(<T: Scalar>)).unwrap().len(), 7);
    assert_eq!(instances(parse_quote!(<T: Float, const N: u32>)), None);
}
