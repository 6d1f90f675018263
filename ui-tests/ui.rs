//! Tier 2: every pitfall of the lessons fails to compile with its teaching
//! message (`fail/*.rs` against `fail/*.stderr`), and every legal variant
//! compiles (`pass/*.rs`). Regenerate a `.stderr` with `TRYBUILD=overwrite`,
//! then read it as a learner would before committing it.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui-tests/fail/*.rs");
    cases.compile_fail("ui-tests/fail/*/*.rs");
    cases.pass("ui-tests/pass/*.rs");
    cases.pass("ui-tests/pass/*/*.rs");
}
