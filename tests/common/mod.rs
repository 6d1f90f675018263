//! The harness of the test files that need a GPU or NVRTC: where the need is
//! missing, every test reports `ignored` and the reason is printed first;
//! never `passed`. With the file's `CUDA_SYNC_REQUIRE_*` variable set they run,
//! and fail, instead.

use std::process::ExitCode;

use libtest_mimic::{Arguments, Trial};

/// A test, by name.
pub type Test = (&'static str, fn());

/// Runs `tests`, or reports them ignored when `need` failed and `require` is
/// not set in the environment.
pub fn run<E: std::fmt::Display>(tests: &[Test], need: Result<(), E>, require: &str) -> ExitCode {
    let ignored = match need {
        Err(reason) if std::env::var_os(require).is_none() => {
            eprintln!("ignored: {reason} (set {require}=1 to run them, and fail, anyway)");
            true
        }
        _ => false,
    };
    let trials = tests
        .iter()
        .map(|&(name, test)| {
            Trial::test(name, move || {
                test();
                Ok(())
            })
            .with_ignored_flag(ignored)
        })
        .collect();
    libtest_mimic::run(&Arguments::from_args(), trials).exit_code()
}
