//! Running shapes for a program: settings per GPU, a progress display, the
//! table, the gate, and the lessons' one-line verdicts.

use std::path::PathBuf;
use std::time::Instant;

use cuda_sync::cudarc::driver::sys;
use cuda_sync::{Error, Runtime};
use indicatif::{ProgressBar, ProgressStyle};

use super::run::{Budget, Harness, Tally};
use super::settings::{Settings, Tuned};
use super::shape::{Kind, Shape, Variant};
use crate::report;

/// One variant's result.
#[derive(Debug)]
pub struct Row {
    /// The variant run.
    pub variant: &'static Variant,
    /// The settings it ran under.
    pub settings: Settings,
    /// What its instances showed.
    pub tally: Tally,
    /// Seconds it ran.
    pub seconds: f64,
}

impl Row {
    /// Weak outcomes per second of running.
    pub fn weak_per_second(&self) -> f64 {
        self.tally.weak as f64 / self.seconds.max(1e-9)
    }
}

/// The GPU's stress settings: tuned ones where `--tune` saved them, else the
/// defaults for its size.
pub struct GpuSettings {
    /// Multiprocessors of the GPU.
    pub sms: u32,
    /// The GPU's name, for the tuned-settings file.
    pub name: String,
    /// Where tuned settings are kept.
    pub path: PathBuf,
    /// What was tuned so far.
    pub tuned: Tuned,
    /// Where `tuned` came from: the file, the settings shipped for this GPU,
    /// or nowhere yet.
    pub origin: String,
}

/// Settings `--tune` found on GPUs the project ran on, used where a GPU of the
/// same name has no tuned file of its own yet.
const SHIPPED: &[(&str, &str, &str)] = &[(
    "NVIDIA H200",
    "docs/gpu-runs/litmus-tuned-h200.txt",
    include_str!("../../docs/gpu-runs/litmus-tuned-h200.txt"),
)];

impl GpuSettings {
    /// The settings of the GPU `runtime` runs on, read from `path` (or from
    /// `litmus/<gpu>.txt` in the kernel cache folder).
    pub fn load(runtime: &Runtime, path: Option<PathBuf>) -> Result<GpuSettings, Error> {
        let context = runtime.context();
        let sms = context
            .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
            .map_err(report::driver)? as u32;
        let name = context.name().map_err(report::driver)?;
        let path = path.unwrap_or_else(|| default_path(runtime, &name));
        let (tuned, origin) = match Tuned::load(&path).map_err(settings_error)? {
            Some(tuned) => (tuned, path.display().to_string()),
            None => shipped(&name)?,
        };
        Ok(GpuSettings {
            sms,
            name,
            path,
            tuned,
            origin,
        })
    }

    /// The settings for `variant` of `shape`: those tuned for its kernel, else
    /// those tuned for the shape's first raw variant (which its typed variants
    /// share, so that they run under the stress that shows the race), else
    /// the defaults; and whether they were tuned.
    pub fn for_variant(&self, shape: &Shape, variant: &Variant) -> (Settings, bool) {
        let tuned = self
            .tuned
            .best
            .get(variant.kernel)
            .or_else(|| self.tuned.best.get(shape.first_raw().kernel));
        match tuned {
            Some(settings) => (*settings, true),
            None => (Settings::default_for_shape(shape, self.sms), false),
        }
    }

    /// The settings of `shape`'s first raw variant.
    pub fn for_shape(&self, shape: &Shape) -> (Settings, bool) {
        self.for_variant(shape, shape.first_raw())
    }

    /// Writes what was tuned.
    pub fn save(&self) -> Result<(), Error> {
        self.tuned.save(&self.path).map_err(settings_error)
    }
}

/// The settings shipped for a GPU named `gpu`, and where they came from; none
/// for another GPU.
fn shipped(gpu: &str) -> Result<(Tuned, String), Error> {
    match SHIPPED.iter().find(|(name, _, _)| *name == gpu) {
        Some((_, file, text)) => Ok((
            Tuned::parse(text).map_err(settings_error)?,
            format!("shipped for {gpu} ({file})"),
        )),
        None => Ok((Tuned::default(), "none yet (run with --tune)".into())),
    }
}

fn default_path(runtime: &Runtime, gpu: &str) -> PathBuf {
    let slug: String = gpu
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let folder = runtime
        .compiler()
        .ok()
        .and_then(|compiler| compiler.cache_dir())
        .map_or_else(|| PathBuf::from("target"), PathBuf::from);
    folder.join("litmus").join(format!("{slug}.txt"))
}

fn settings_error(reason: String) -> Error {
    Error::InvalidLaunch {
        kernel: "litmus settings".into(),
        reason,
    }
}

/// Runs each of `variants` of `shape`, under the settings `settings_of`
/// gives it, within `budget`, showing progress on a terminal.
pub fn run_variants(
    harness: &mut Harness,
    shape: &Shape,
    variants: &[&'static Variant],
    settings_of: impl Fn(&Variant) -> Settings,
    budget: Budget,
) -> Result<Vec<Row>, Error> {
    variants
        .iter()
        .map(|variant| {
            let settings = settings_of(variant);
            let bar = ProgressBar::new(budget.instances).with_style(
                ProgressStyle::with_template(
                    "  {msg:<24} {bar:30} {pos:>13}/{len} instances {eta}",
                )
                .expect("a valid template"),
            );
            bar.set_message(variant.kernel);
            let start = Instant::now();
            let tally = harness.run(shape, variant, &settings, budget, |n| bar.inc(n))?;
            bar.finish_and_clear();
            Ok(Row {
                variant,
                settings,
                tally,
                seconds: start.elapsed().as_secs_f64(),
            })
        })
        .collect()
}

/// Prints `rows` as a table under the shape's program and weak outcome;
/// `settings` are the shape's, and a row that ran under others says so.
pub fn print_table(shape: &Shape, settings: &Settings, tuned: bool, rows: &[Row]) {
    println!("{}: {}", shape.name, shape.program);
    println!("  weak outcome: {}", shape.weak_outcome);
    let origin = if tuned { "tuned" } else { "default" };
    println!("  settings ({origin}): {settings}");
    println!(
        "  {:<24} {:<6} {:>15} {:>12} {:>13} {:>11} {:>8}",
        "variant", "kind", "instances", "weak", "per million", "per second", "seconds"
    );
    for row in rows {
        println!(
            "  {:<24} {:<6} {:>15} {:>12} {:>13.3} {:>11.1} {:>8.2}",
            row.variant.kernel,
            kind(row.variant),
            grouped(row.tally.instances),
            grouped(row.tally.weak),
            row.tally.per_million(),
            row.weak_per_second(),
            row.seconds
        );
    }
    for row in rows.iter().filter(|row| row.settings != *settings) {
        println!(
            "  {} ran under its own tuned settings: {}",
            row.variant.kernel, row.settings
        );
    }
    println!();
}

/// The typed rows that showed a weak outcome, as gate failures.
pub fn gate_failures(rows: &[Row]) -> Vec<String> {
    rows.iter()
        .filter(|row| row.variant.kind == Kind::Typed && row.tally.weak > 0)
        .map(|row| {
            format!(
                "{}: {} weak outcomes in {} instances, where the model forbids any",
                row.variant.kernel,
                grouped(row.tally.weak),
                grouped(row.tally.instances)
            )
        })
        .collect()
}

/// One line per row, for the lessons: "racy: 1,879 of 67,584,000 last
/// arrivers read a partial sum that was not there".
pub fn verdicts(shape: &Shape, rows: &[Row]) -> Vec<String> {
    rows.iter()
        .map(|row| {
            format!(
                "{} ({}): {} of {} {}",
                row.variant.kernel,
                kind(row.variant),
                grouped(row.tally.weak),
                grouped(row.tally.instances),
                shape.weak_meaning
            )
        })
        .collect()
}

/// The stress run a lesson program makes after its own table: every variant
/// of `shape` for `instances` instances (or [`LESSON_SECONDS`]), one verdict
/// line each. Returns the typed variants that showed a weak outcome, as gate
/// failures. Zero instances skips it.
pub fn lesson(runtime: &Runtime, shape: &Shape, instances: u64) -> Result<Vec<String>, Error> {
    if instances == 0 {
        return Ok(Vec::new());
    }
    let gpu = GpuSettings::load(runtime, None)?;
    let (_, tuned) = gpu.for_shape(shape);
    let mut harness = Harness::new(runtime, 1)?;
    let origin = if tuned {
        format!("tuned settings: {}", gpu.origin)
    } else {
        "default settings".to_string()
    };
    println!(
        "\nThe same race, under stress ({} instances a variant, {origin}; cargo run --release --example litmus):",
        grouped(instances)
    );
    println!("  {}  —  weak: {}", shape.program, shape.weak_outcome);
    let variants: Vec<&'static Variant> = shape.variants.iter().collect();
    let budget = Budget {
        instances,
        seconds: LESSON_SECONDS,
    };
    let settings_of = |variant: &Variant| gpu.for_variant(shape, variant).0;
    let rows = run_variants(&mut harness, shape, &variants, settings_of, budget)?;
    for line in verdicts(shape, &rows) {
        println!("  {line}");
    }
    Ok(gate_failures(&rows))
}

/// The most seconds a lesson program spends on one litmus variant.
pub const LESSON_SECONDS: f64 = 20.0;

fn kind(variant: &Variant) -> &'static str {
    match variant.kind {
        Kind::Raw => "raw",
        Kind::Typed => "typed",
    }
}

/// `1879` as `1,879`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::litmus::shape::{shape, SHAPES};

    #[test]
    fn the_shipped_settings_read_and_fit_their_shapes() {
        for (gpu, _, _) in SHIPPED {
            let (tuned, origin) = shipped(gpu).unwrap();
            assert!(origin.contains(gpu));
            assert!(!tuned.best.is_empty());
            for (kernel, settings) in &tuned.best {
                let shape = SHAPES
                    .iter()
                    .find(|s| s.variants.iter().any(|v| v.kernel == kernel))
                    .unwrap_or_else(|| panic!("{kernel} is no variant"));
                assert_eq!(settings.fits(shape), Ok(()), "{kernel}");
            }
        }
        assert!(shipped("another GPU").unwrap().0.best.is_empty());
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1879), "1,879");
        assert_eq!(grouped(67_584_000), "67,584,000");
    }

    fn rows(weak: [u64; 2]) -> Vec<Row> {
        let day27 = shape("day27").unwrap();
        [&day27.variants[0], &day27.variants[3]]
            .into_iter()
            .zip(weak)
            .map(|(variant, weak)| Row {
                variant,
                settings: Settings::default_for(132),
                tally: Tally {
                    instances: 67_584_000,
                    weak,
                },
                seconds: 1.0,
            })
            .collect()
    }

    #[test]
    fn a_variant_runs_under_its_own_tuning_else_its_shapes_else_the_defaults() {
        let day27 = shape("day27").unwrap();
        let mut gpu = GpuSettings {
            sms: 132,
            name: "test".into(),
            path: PathBuf::from("unused"),
            tuned: Tuned::default(),
            origin: "test".into(),
        };
        let [racy, below, acq_rel] = [0, 1, 3].map(|i| &day27.variants[i]);
        assert_eq!(
            gpu.for_variant(day27, acq_rel),
            (Settings::default_for(132), false)
        );
        let shape_wide = Settings {
            rounds: 3,
            ..Settings::default_for(132)
        };
        let own = Settings {
            rounds: 5,
            ..Settings::default_for(132)
        };
        gpu.tuned.best.insert(racy.kernel.into(), shape_wide);
        gpu.tuned.best.insert(below.kernel.into(), own);
        assert_eq!(gpu.for_variant(day27, acq_rel), (shape_wide, true));
        assert_eq!(gpu.for_variant(day27, racy), (shape_wide, true));
        assert_eq!(gpu.for_variant(day27, below), (own, true));
        assert_eq!(gpu.for_shape(day27), (shape_wide, true));
    }

    #[test]
    fn a_weak_raw_variant_is_reported_and_never_gated() {
        assert!(gate_failures(&rows([7, 0])).is_empty());
    }

    #[test]
    fn a_weak_typed_variant_fails_the_gate_by_name() {
        let failures = gate_failures(&rows([0, 1]));
        assert_eq!(failures.len(), 1);
        assert!(
            failures[0].starts_with("day27_acq_rel: 1 weak outcomes in 67,584,000"),
            "{failures:?}"
        );
    }

    #[test]
    fn verdicts_say_what_a_weak_outcome_means() {
        let day27 = shape("day27").unwrap();
        let lines = verdicts(day27, &rows([1879, 0]));
        assert_eq!(
            lines[0],
            "day27_racy (raw): 1,879 of 67,584,000 last arrivers read a partial sum that was not there"
        );
    }
}
