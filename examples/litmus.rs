//! Litmus tests on the GPU at hand: the weak outcomes the types rule out, made
//! to happen.
//!
//! Every shape runs as hundreds of thousands of instances a launch, each a
//! few threads in different blocks (or warps) over locations no other instance
//! touches, under memory stress. Raw variants are reported; a weak outcome in
//! a typed variant fails the program, naming the kernel. See docs/litmus.md.
//!
//! ```text
//! cargo run --release --example litmus [-- --shape day27 --instances 100000000 --tune]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use cuda_sync::{Error, Runtime};
use cuda_sync_lessons::litmus::table::{self, GpuSettings};
use cuda_sync_lessons::litmus::{shape, Budget, Harness, Kind, Settings, Shape, Variant, SHAPES};
use cuda_sync_lessons::report;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// Litmus tests: how often each shape's weak outcome shows on this GPU.
#[derive(Parser)]
struct Options {
    /// Shapes to run (repeatable): mp, sb, lb, 2+2w, r, s, iriw, day27, tile, flag.
    #[arg(long = "shape", value_parser = parse_shape)]
    shapes: Vec<&'static Shape>,
    /// Instances per variant.
    #[arg(long, default_value_t = 20_000_000)]
    instances: u64,
    /// Seconds per variant at most (the table says how many instances ran).
    #[arg(long, default_value_t = 30.0)]
    seconds: f64,
    /// First search the stress settings of each shape, and save the best.
    #[arg(long)]
    tune: bool,
    /// Settings tried per shape when tuning.
    #[arg(long, default_value_t = 24)]
    trials: u32,
    /// Instances per tried setting when tuning.
    #[arg(long, default_value_t = 4_000_000)]
    trial_instances: u64,
    /// Raw kernels to tune (repeatable; default: each shape's first raw variant).
    #[arg(long = "target")]
    targets: Vec<String>,
    /// Seconds per tried setting at most when tuning.
    #[arg(long, default_value_t = 2.0)]
    trial_seconds: f64,
    /// The tuned-settings file (default: litmus/<gpu>.txt in the kernel cache).
    #[arg(long)]
    settings: Option<PathBuf>,
    /// Ignore tuned settings: run every shape under the defaults.
    #[arg(long, conflicts_with = "tune")]
    untuned: bool,
    /// Run only the raw, or only the typed, variants.
    #[arg(long, value_parser = parse_kind)]
    only: Option<Kind>,
    /// Seed of the shuffles and of the tuning search.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn parse_shape(name: &str) -> Result<&'static Shape, String> {
    let names: Vec<&str> = SHAPES.iter().map(|shape| shape.name).collect();
    shape(name).ok_or(format!(
        "no shape `{name}`; the shapes are {}",
        names.join(", ")
    ))
}

fn parse_kind(name: &str) -> Result<Kind, String> {
    match name {
        "raw" => Ok(Kind::Raw),
        "typed" => Ok(Kind::Typed),
        _ => Err(format!("`{name}`: expected raw or typed")),
    }
}

fn main() -> ExitCode {
    report::exit_code(run(&Options::parse()))
}

/// Runs the shapes; `Ok(false)` when a typed variant showed a weak outcome.
fn run(options: &Options) -> Result<bool, Error> {
    let runtime = Runtime::new(0)?;
    let mut harness = Harness::new(&runtime, options.seed)?;
    let mut gpu = GpuSettings::load(&runtime, options.settings.clone())?;
    if options.untuned {
        gpu.tuned = Default::default();
    }
    println!("GPU: {} ({} SMs)", gpu.name, gpu.sms);
    println!("tuned settings: {}\n", gpu.origin);
    let shapes: Vec<&Shape> = if options.shapes.is_empty() {
        SHAPES.iter().collect()
    } else {
        options.shapes.clone()
    };
    for shape in &shapes {
        let (settings, _) = gpu.for_shape(shape);
        harness.check_layout(
            shape,
            &Settings {
                rounds: 2,
                padding: 2,
                ..settings
            },
        )?;
    }
    println!("layout: the GPU seats every thread and places every location as layout.rs says\n");
    if options.tune {
        tune(&mut harness, &mut gpu, &shapes, options)?;
    }
    let mut failures = Vec::new();
    for shape in &shapes {
        let (settings, tuned) = gpu.for_shape(shape);
        let variants: Vec<_> = shape
            .variants
            .iter()
            .filter(|v| options.only.is_none_or(|kind| v.kind == kind))
            .collect();
        let budget = Budget {
            instances: options.instances,
            seconds: options.seconds,
        };
        let settings_of = |variant: &Variant| gpu.for_variant(shape, variant).0;
        let rows = table::run_variants(&mut harness, shape, &variants, settings_of, budget)?;
        table::print_table(shape, &settings, tuned, &rows);
        failures.extend(table::gate_failures(&rows));
    }
    if failures.is_empty() {
        println!(
            "every typed variant showed 0 weak outcomes; raw variants are reported, never gated"
        );
        Ok(true)
    } else {
        for failure in &failures {
            eprintln!("GATE FAILED: {failure}");
        }
        Ok(false)
    }
}

/// Random search over the stress settings of each raw kernel in `--target`
/// (by default, each shape's first raw variant), scored by its weak outcomes
/// per second (a setting that shows the race often but slowly loses to one
/// that shows it more often in the same time); the best is saved by kernel.
fn tune(
    harness: &mut Harness,
    gpu: &mut GpuSettings,
    shapes: &[&Shape],
    options: &Options,
) -> Result<(), Error> {
    let mut rng = StdRng::seed_from_u64(options.seed);
    println!(
        "tuning: {} settings per shape, {} instances each",
        options.trials,
        table::grouped(options.trial_instances)
    );
    let targets = targets(shapes, &options.targets);
    if let Some(unknown) = options
        .targets
        .iter()
        .find(|name| !targets.iter().any(|(_, raw)| raw.kernel == name.as_str()))
    {
        return Err(Error::InvalidLaunch {
            kernel: unknown.clone(),
            reason: "`--target` names a raw variant of the shapes run (see the tables' raw rows)"
                .into(),
        });
    }
    for (shape, raw) in targets {
        let (current, _) = gpu.for_variant(shape, raw);
        let mut best = (current, -1.0f64);
        for trial in 0..=options.trials {
            let settings = if trial == 0 {
                current
            } else {
                Settings::random_for(shape, gpu.sms, &mut rng)
            };
            let budget = Budget {
                instances: options.trial_instances,
                seconds: options.trial_seconds,
            };
            let rows = table::run_variants(harness, shape, &[raw], |_| settings, budget)?;
            let rate = rows[0].weak_per_second();
            if rate > best.1 {
                best = (settings, rate);
            }
        }
        if best.1 > 0.0 {
            println!(
                "  {:<6} {:<24} best {:>12.1} weak per second with {}",
                shape.name, raw.kernel, best.1, best.0
            );
            gpu.tuned.best.insert(raw.kernel.to_string(), best.0);
        } else {
            println!(
                "  {:<6} {:<24} no setting showed a weak outcome; nothing saved",
                shape.name, raw.kernel
            );
        }
    }
    gpu.save()?;
    println!("saved to {}\n", gpu.path.display());
    Ok(())
}

/// The raw variants to tune: those named in `names` among `shapes`, or each
/// shape's first raw variant when none is named.
fn targets<'a>(shapes: &[&'a Shape], names: &[String]) -> Vec<(&'a Shape, &'static Variant)> {
    shapes
        .iter()
        .flat_map(|shape| {
            let named: Vec<&'static Variant> = shape
                .variants
                .iter()
                .filter(|v| v.kind == Kind::Raw && names.iter().any(|n| n == v.kernel))
                .collect();
            let chosen = if names.is_empty() {
                vec![shape.first_raw()]
            } else {
                named
            };
            chosen.into_iter().map(move |variant| (*shape, variant))
        })
        .collect()
}
