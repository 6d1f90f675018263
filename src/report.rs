//! The lesson programs' tables: runs, wrong runs, and what a wrong run read.
//!
//! Gated rows must be exact on every run; reported rows (the raw, racy kernels)
//! are printed and never gated, because a data race is allowed to produce the
//! right answer (day 27, day 14).

use std::process::ExitCode;

use cuda_sync::cudarc::driver::DriverError;
use cuda_sync::launch::{open_device, Compiler, KernelSource};
use cuda_sync::{Error, Runtime};

use crate::ptx::{summarize, sync_instructions};

/// A lesson program's `main`: parses the arguments, runs the lesson, and exits
/// 0 when every gate held, 1 when a gate failed or an error stopped it, and 2
/// for arguments it does not take.
pub fn main<O>(
    parse: impl FnOnce(std::env::Args) -> Result<O, String>,
    run: impl FnOnce(&O) -> Result<bool, Error>,
) -> ExitCode {
    let mut args = std::env::args();
    args.next();
    let options = match parse(args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    exit_code(run(&options))
}

/// A program's exit: 0 when every gate held, 1 when a gate failed or an error
/// stopped it (the error printed).
pub fn exit_code(result: Result<bool, Error>) -> ExitCode {
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The parser of `[--runs N]`, the one option of most lesson programs.
pub fn runs_option(
    program: &'static str,
    default: u32,
) -> impl FnOnce(std::env::Args) -> Result<u32, String> {
    move |mut args| match (args.next().as_deref(), args.next()) {
        (None, _) => Ok(default),
        (Some("--runs"), Some(n)) => n
            .parse()
            .ok()
            .filter(|n| *n > 0)
            .ok_or(format!("--runs {n}: expected a whole number above 0")),
        _ => Err(format!("usage: {program} [--runs N]")),
    }
}

/// A driver error while a lesson program sets up or reads back results.
pub fn driver(error: DriverError) -> Error {
    Error::Launch {
        kernel: "lesson program".into(),
        reason: error.to_string(),
    }
}

/// Compiles `kernels` for sm_90 and prints the synchronization instructions the
/// types emitted (this part needs NVRTC only), then opens the GPU.
pub fn show_kernels_then_open_gpu(kernels: &[&KernelSource]) -> Result<Runtime, Error> {
    let compiler = Compiler::new()?;
    let (major, minor) = compiler.nvrtc_version();
    println!("NVRTC {major}.{minor}: what the types emitted (synchronization in each typed kernel's PTX, sm_90)");
    for kernel in kernels {
        let ptx = compiler.ptx(kernel, 90)?;
        println!(
            "  {:<28} {}",
            kernel.name,
            summarize(&sync_instructions(&ptx))
        );
    }
    println!();
    let context = open_device(0).inspect_err(|_| {
        println!("the kernels above compiled; running them needs a CUDA device");
    })?;
    Runtime::with_compiler(context, compiler)
}

/// The command line of a lesson program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Blocks in the grid (`--blocks`).
    pub blocks: u32,
    /// Threads per block (`--threads`).
    pub threads: u32,
    /// Launches per kernel (`--runs`).
    pub runs: u32,
    /// Add the exercise's raw kernel with the fence below the atomic (`--fence-below`).
    pub fence_below: bool,
    /// Instances of each litmus variant run after the table (`--stress N`, 0 skips).
    pub stress: u64,
}

const USAGE: &str = "usage: last_block_reduction [--blocks N] [--threads N] [--runs N] [--fence-below] [--stress N]";

/// The instances of each litmus variant a lesson program runs after its
/// table: the 264 blocks x 256 threads, a thousand launches' worth.
pub const STRESS_INSTANCES: u64 = 67_584_000;

/// The value of `--runs N`: a whole number above 0.
pub fn runs_value(value: Option<String>, usage: &str) -> Result<u32, String> {
    let value = value.ok_or(format!("`--runs` needs a number\n{usage}"))?;
    value.parse().ok().filter(|n| *n > 0).ok_or(format!(
        "`--runs {value}`: expected a whole number above 0\n{usage}"
    ))
}

/// The value of `--stress N`: a whole number, 0 to skip the stress run.
pub fn stress_instances(value: Option<String>, usage: &str) -> Result<u64, String> {
    let value = value.ok_or(format!("`--stress` needs a number\n{usage}"))?;
    value
        .parse()
        .map_err(|_| format!("`--stress {value}`: expected a whole number (0 skips)\n{usage}"))
}

impl Options {
    /// Parses `--blocks N --threads N --runs N --fence-below --stress N`;
    /// defaults are the lesson's.
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
        let mut options = Options {
            blocks: 1024,
            threads: 256,
            runs: 100,
            fence_below: false,
            stress: STRESS_INSTANCES,
        };
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let slot = match arg.as_str() {
                "--stress" => {
                    options.stress = stress_instances(args.next(), USAGE)?;
                    continue;
                }
                "--blocks" => &mut options.blocks,
                "--threads" => &mut options.threads,
                "--runs" => &mut options.runs,
                "--fence-below" => {
                    options.fence_below = true;
                    continue;
                }
                other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
            };
            let value = args
                .next()
                .ok_or_else(|| format!("`{arg}` needs a number\n{USAGE}"))?;
            *slot = value.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                format!("`{arg} {value}`: expected a whole number above 0\n{USAGE}")
            })?;
        }
        Ok(options)
    }
}

/// What one kernel did over its runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    want: f64,
    runs: u32,
    wrong: u32,
    first_bad: Option<(u32, f64)>,
    lowest: Option<f64>,
}

impl Outcome {
    /// No runs yet; every run should read `want`.
    pub fn new(want: f64) -> Outcome {
        Outcome {
            want,
            runs: 0,
            wrong: 0,
            first_bad: None,
            lowest: None,
        }
    }

    /// Records run number `run`, which read `got`.
    pub fn record(&mut self, run: u32, got: f64) {
        self.runs += 1;
        self.lowest = Some(self.lowest.map_or(got, |low| low.min(got)));
        if got != self.want {
            self.wrong += 1;
            self.first_bad.get_or_insert((run, got));
        }
    }

    /// Runs that did not read the expected value.
    pub fn wrong(&self) -> u32 {
        self.wrong
    }
}

/// One kernel's line.
pub struct Row {
    name: String,
    outcome: Outcome,
    gated: bool,
}

impl Row {
    /// A typed kernel: must be exact on every run.
    pub fn gated(name: &str, outcome: Outcome) -> Row {
        Row {
            name: name.to_string(),
            outcome,
            gated: true,
        }
    }

    /// A raw, racy kernel: printed, never gated.
    pub fn reported(name: &str, outcome: Outcome) -> Row {
        Row {
            name: name.to_string(),
            outcome,
            gated: false,
        }
    }
}

#[derive(Clone, Copy)]
enum Columns {
    /// first bad run, total there
    Sums,
    /// lowest count, want
    Tallies,
}

/// A lesson table.
pub struct Table {
    columns: Columns,
    rows: Vec<Row>,
}

fn dash_or(value: Option<String>) -> String {
    value.unwrap_or_else(|| "-".to_string())
}

impl Table {
    /// `kernel  runs  wrong  first bad run  total there`
    pub fn sums() -> Table {
        Table {
            columns: Columns::Sums,
            rows: Vec::new(),
        }
    }

    /// `tally kernel  runs  wrong  lowest count  want`
    pub fn tallies() -> Table {
        Table {
            columns: Columns::Tallies,
            rows: Vec::new(),
        }
    }

    /// Adds a row.
    pub fn push(&mut self, row: Row) {
        self.rows.push(row);
    }

    /// The table as the lesson prints it.
    pub fn render(&self) -> String {
        let (title, third, fourth) = match self.columns {
            Columns::Sums => ("kernel", "first bad run", "total there"),
            Columns::Tallies => ("tally kernel", "lowest count", "want"),
        };
        let mut out = format!(
            "{title:<26} {:>5} {:>6} {third:>14} {fourth:>12}\n",
            "runs", "wrong"
        );
        for row in &self.rows {
            let o = &row.outcome;
            let (a, b) = match self.columns {
                Columns::Sums => (
                    dash_or(o.first_bad.map(|(run, _)| run.to_string())),
                    dash_or(o.first_bad.map(|(_, got)| got.to_string())),
                ),
                Columns::Tallies => (
                    dash_or(o.lowest.map(|low| low.to_string())),
                    o.want.to_string(),
                ),
            };
            out.push_str(&format!(
                "{:<26} {:>5} {:>6} {a:>14} {b:>12}\n",
                row.name, o.runs, o.wrong
            ));
        }
        out
    }

    /// Prints the table and a blank line.
    pub fn print(&self) {
        println!("{}", self.render());
    }

    /// `name wrong on W of R runs` for every reported row.
    pub fn reported(&self) -> impl Iterator<Item = String> + '_ {
        self.rows.iter().filter(|row| !row.gated).map(|row| {
            format!(
                "{} wrong on {} of {} runs",
                row.name, row.outcome.wrong, row.outcome.runs
            )
        })
    }

    /// A message for every gated row that was not exact on every run.
    pub fn failures(&self) -> impl Iterator<Item = String> + '_ {
        self.rows
            .iter()
            .filter(|row| row.gated && row.outcome.wrong > 0)
            .map(|row| {
                let (run, got) = row.outcome.first_bad.unwrap_or((0, f64::NAN));
                format!(
                    "{}: {} of {} runs wrong; run {run} read {got}, want {}",
                    row.name, row.outcome.wrong, row.outcome.runs, row.outcome.want
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        Options::parse(args.iter().map(|a| a.to_string()))
    }

    #[test]
    fn stress_defaults_to_the_lesson_size_and_zero_skips_it() {
        assert_eq!(parse(&[]).unwrap().stress, STRESS_INSTANCES);
        assert_eq!(parse(&["--stress", "0"]).unwrap().stress, 0);
        assert_eq!(
            parse(&["--runs", "3", "--stress", "1000"]).unwrap().stress,
            1000
        );
    }

    #[test]
    fn a_bad_option_value_says_which_and_shows_the_usage() {
        let error = parse(&["--stress", "lots"]).unwrap_err();
        assert!(
            error.contains("`--stress lots`") && error.contains(USAGE),
            "{error}"
        );
        let error = parse(&["--runs", "0"]).unwrap_err();
        assert!(error.contains("`--runs 0`"), "{error}");
        assert!(parse(&["--stress"]).unwrap_err().contains("needs a number"));
    }
}
