//! The lesson programs' tables: runs, wrong runs, and what a wrong run read.
//!
//! Gated rows must be exact on every run; reported rows (the raw, racy kernels)
//! are printed and never gated, because a data race is allowed to produce the
//! right answer (day 27, day 14).
//!
//! Also what the programs share of their command lines, parsed by clap:
//! [`main`], the `--stress N` flattened into the programs that take it
//! ([`Stress`]), the parser of `--runs N` ([`above_zero`]), and
//! `last_block_reduction`'s whole command line ([`Options`]).

use std::process::ExitCode;

use clap::builder::RangedI64ValueParser;
use clap::{Args, Parser};
use cuda_sync::cudarc::driver::DriverError;
use cuda_sync::launch::{open_device, Compiler, KernelSource};
use cuda_sync::{Error, Runtime};

use crate::ptx::{summarize, sync_instructions};

/// A lesson program's `main`: parses the command line into `O` (clap prints
/// the usage and exits 2 on arguments the program does not take, and prints
/// the help and exits 0 on `--help`), runs the lesson, and exits 0 when every
/// gate held, 1 when a gate failed or an error stopped it.
pub fn main<O: Parser>(run: impl FnOnce(&O) -> Result<bool, Error>) -> ExitCode {
    exit_code(run(&O::parse()))
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

/// The parser of `--runs N` (and of other counts that must not be 0): a whole
/// number above 0.
pub fn above_zero() -> RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..)
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

/// The instances of each litmus variant a lesson program runs after its
/// table: the 264 blocks x 256 threads, a thousand launches' worth.
pub const STRESS_INSTANCES: u64 = 67_584_000;

/// `--stress N`, flattened into the lesson programs that end with a litmus
/// stress run.
#[derive(Args, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stress {
    /// Instances of each litmus variant run after the table (0 skips the
    /// stress run).
    #[arg(long = "stress", value_name = "N", default_value_t = STRESS_INSTANCES)]
    pub instances: u64,
}

/// The command line of `last_block_reduction` (day 27); the defaults are the
/// lesson's.
#[derive(Parser, Clone, Debug, PartialEq, Eq)]
#[command(
    name = "last_block_reduction",
    about = "Day 27: the CUDA memory model, on the GPU: the last-block reduction \
             (racy, fenced, acq_rel) and the scoped tally, then the same race under stress",
    long_about = None
)]
pub struct Options {
    /// Blocks in the grid.
    #[arg(long, value_name = "N", default_value_t = 1024, value_parser = above_zero())]
    pub blocks: u32,
    /// Threads per block.
    #[arg(long, value_name = "N", default_value_t = 256, value_parser = above_zero())]
    pub threads: u32,
    /// Launches of each kernel, each checked.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = above_zero())]
    pub runs: u32,
    /// Add the exercise's raw kernel with the fence below the atomic.
    #[arg(long)]
    pub fence_below: bool,
    #[command(flatten)]
    pub stress: Stress,
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
    use clap::error::ErrorKind;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Options, clap::Error> {
        Options::try_parse_from(std::iter::once("last_block_reduction").chain(args.iter().copied()))
    }

    #[test]
    fn the_defaults_are_the_lessons() {
        assert_eq!(
            parse(&[]).unwrap(),
            Options {
                blocks: 1024,
                threads: 256,
                runs: 100,
                fence_below: false,
                stress: Stress {
                    instances: STRESS_INSTANCES
                },
            }
        );
    }

    #[test]
    fn every_option_is_read() {
        assert_eq!(
            parse(&[
                "--blocks",
                "8192",
                "--threads",
                "32",
                "--runs",
                "3",
                "--fence-below",
                "--stress",
                "1000",
            ])
            .unwrap(),
            Options {
                blocks: 8192,
                threads: 32,
                runs: 3,
                fence_below: true,
                stress: Stress { instances: 1000 },
            }
        );
    }

    #[test]
    fn stress_defaults_to_the_lesson_size_and_zero_skips_it() {
        assert_eq!(parse(&[]).unwrap().stress.instances, STRESS_INSTANCES);
        assert_eq!(parse(&["--stress", "0"]).unwrap().stress.instances, 0);
        assert_eq!(
            parse(&["--runs", "3", "--stress", "1000"])
                .unwrap()
                .stress
                .instances,
            1000
        );
    }

    #[test]
    fn a_bad_option_value_says_which() {
        let error = parse(&["--stress", "lots"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::ValueValidation);
        assert!(error.to_string().contains("--stress <N>"), "{error}");
        assert!(parse(&["--stress", "-1"]).is_err());
        for option in ["--runs", "--blocks", "--threads"] {
            let error = parse(&[option, "0"]).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::ValueValidation, "{error}");
            assert!(error.to_string().contains(option), "{error}");
            assert_eq!(
                parse(&[option, "many"]).unwrap_err().kind(),
                ErrorKind::ValueValidation
            );
        }
        assert_eq!(
            parse(&["--stress"]).unwrap_err().kind(),
            ErrorKind::InvalidValue
        );
    }

    #[test]
    fn an_argument_it_does_not_take_is_refused_with_the_usage() {
        let error = parse(&["--fence-above"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::UnknownArgument);
        assert!(error.to_string().contains("Usage:"), "{error}");
        assert_eq!(error.exit_code(), 2);
        assert_eq!(
            parse(&["--help"]).unwrap_err().kind(),
            ErrorKind::DisplayHelp
        );
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Options::command().debug_assert();
    }
}
