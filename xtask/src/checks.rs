//! `cargo xtask test` and its parts: fmt, clippy, cargo tests, wasm tests under Node, the JS type
//! check and JS unit tests, browser e2e.

use crate::dist::{self, rel};
use crate::package;
use crate::server;
use crate::util::{self, fmt_bytes, fmt_duration, root, run, show, which};
use anyhow::{bail, Context, Result};
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The wasm budget from the issue: at most 120 KB gzipped (taken as 120,000 bytes).
const WASM_GZIP_BUDGET: u64 = 120_000;
/// Per-test timeout handed to `node --test`.
const NODE_TEST_TIMEOUT_MS: &str = "300000";
/// The TypeScript projects of tests/js, checked in this order: the page's modules (DOM globals),
/// then the Web Worker (worker globals; the two cannot share one program).
const TS_PROJECTS: &[&str] = &["tsconfig.json", "tsconfig.worker.json"];
/// tsc's "No inputs were found in config file": every file of the project is excluded for now.
const TS_NO_INPUTS: &str = "TS18003";

pub fn fmt_check() -> Result<()> {
    run(util::cargo().args(["fmt", "--all", "--", "--check"]))
}

pub fn clippy() -> Result<()> {
    run(util::cargo().args([
        "clippy",
        "--all-targets",
        "--workspace",
        "--",
        "-D",
        "warnings",
    ]))
}

/// The API docs build without a warning (every intra-doc link resolves).
pub fn docs() -> Result<()> {
    run(util::cargo()
        .args([
            "doc",
            "--no-deps",
            "--lib",
            "-p",
            "alice-chess",
            "-p",
            "alice-server",
        ])
        .env("RUSTDOCFLAGS", "-D warnings"))
}

/// Unit, integration and doc tests of the whole workspace, including the `#[ignore]`d deep perft
/// tests (the test profile is optimised, opt-level 2, so one compile serves both), and the game
/// server's tests on SQLite and on Postgres (they start a Postgres cluster of their own, and fail
/// if Postgres is not installed).
pub fn cargo_tests() -> Result<()> {
    run(util::cargo().args(["test", "--workspace", "--", "--include-ignored"]))
}

/// Builds dist/ and enforces the size budget.
pub fn build_dist() -> Result<()> {
    let report = dist::build(&dist::Options { optimize: true })?;
    if report.wasm_gzip_bytes > WASM_GZIP_BUDGET {
        bail!(
            "{} is {} bytes gzipped, over the budget of {} bytes",
            rel(&report.wasm),
            fmt_bytes(report.wasm_gzip_bytes),
            fmt_bytes(WASM_GZIP_BUDGET)
        );
    }
    Ok(())
}

/// The wasm tests: `tests/wasm/*.test.mjs` load the built dist/pkg in Node (no browser) and call the
/// exported JS API. Needs `build_dist` first.
pub fn wasm_tests() -> Result<()> {
    let files = test_files(&root().join("tests/wasm"))?;
    if files.is_empty() {
        bail!("no tests/wasm/*.test.mjs files");
    }
    let pkg = util::dist_dir().join("pkg");
    if !pkg.join(format!("{}.js", dist::OUT_NAME)).is_file() {
        bail!("{} is missing; run `cargo xtask build` first", rel(&pkg));
    }
    let mut cmd = node_test(&files)?;
    cmd.env("ALICE_PKG_DIR", &pkg);
    run_with_deadline(&mut cmd, Duration::from_secs(15 * 60))
}

/// The front end's JS checks: tests/js (its npm tools, tsconfigs and `*.test.mjs`).
fn js_dir() -> PathBuf {
    root().join("tests/js")
}

/// The wasm package's TypeScript declarations, which the type check reads.
fn dist_types() -> PathBuf {
    util::dist_dir()
        .join("pkg")
        .join(format!("{}.d.ts", dist::OUT_NAME))
}

/// Whether dist/ holds the wasm package's declarations (so `typecheck` can run without a build).
pub fn dist_types_built() -> bool {
    dist_types().is_file()
}

/// The JS type check: `tsc -p <project>` (npm `typescript` in tests/js, no emit) for each of
/// `TS_PROJECTS`, which check www/ from its JSDoc with `checkJs` and `strict`. Imports of the wasm
/// package resolve to the generated dist/pkg/alice_chess.d.ts, so this needs `build_dist` first.
pub fn typecheck() -> Result<()> {
    let dts = dist_types();
    if !dts.is_file() {
        bail!("{} is missing; run `cargo xtask build` first", rel(&dts));
    }
    let dir = js_dir();
    util::ensure_npm_packages(&dir)?;
    let node = node()?;
    let tsc = dir.join("node_modules/typescript/bin/tsc");
    for (i, project) in TS_PROJECTS.iter().enumerate() {
        let mut cmd = Command::new(&node);
        cmd.current_dir(&dir).arg(&tsc).args(["-p", project]);
        eprintln!("$ {}   (in {})", show(&cmd), rel(&dir));
        let out = cmd
            .output()
            .with_context(|| format!("could not start `{}`", show(&cmd)))?;
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        // The first project is the page's: finding nothing to check there is a mistake. The others
        // may have every file excluded while that code is being rewritten.
        if !out.status.success() && i > 0 && text.contains(TS_NO_INPUTS) {
            eprintln!("tests/js/{project}: every file it checks is excluded for now; skipped");
            continue;
        }
        eprint!("{text}");
        if !out.status.success() {
            bail!("type errors in www/ (tests/js/{project}; {})", out.status);
        }
        eprintln!("tests/js/{project}: no type errors");
    }
    Ok(())
}

/// The Node unit tests of the front end: `tests/js/*.test.mjs`, which import www/ modules directly
/// (and the built dist/pkg through tests/js/core.mjs). Needs `build_dist` first.
pub fn js_tests() -> Result<()> {
    let files = test_files(&js_dir())?;
    if files.is_empty() {
        bail!("no tests/js/*.test.mjs files");
    }
    let pkg = util::dist_dir().join("pkg");
    if !pkg.join(format!("{}.js", dist::OUT_NAME)).is_file() {
        bail!("{} is missing; run `cargo xtask build` first", rel(&pkg));
    }
    let mut cmd = node_test(&files)?;
    cmd.env("ALICE_PKG_DIR", &pkg);
    run_with_deadline(&mut cmd, Duration::from_secs(10 * 60))
}

/// Browser end-to-end tests: `node --test` over the given files (default: tests/e2e/*.test.mjs),
/// against the production build in dist/ served from this process on a free port (and the sources
/// unbundled at DEV_BASE_URL for the tests of one module). Needs `build_dist` first. The game
/// server's binary is built too (quick when nothing changed) and handed to the tests as
/// `ALICE_SERVER_BIN`, with `ALICE_SITE` = dist/, for the tests that run the real server as a
/// process of their own (tests/e2e/game-server.mjs), the throwaway Postgres cluster's as
/// `ALICE_POSTGRES_BIN` (tests/e2e/cluster.test.mjs), and the command-line tool's as
/// `ALICE_CLI_BIN` (tests/e2e/review.test.mjs).
pub fn e2e(only: &[PathBuf]) -> Result<()> {
    let e2e_dir = root().join("tests/e2e");
    let files = if only.is_empty() {
        test_files(&e2e_dir)?
    } else {
        only.iter()
            .map(|f| {
                let p = if f.is_absolute() {
                    f.clone()
                } else {
                    env::current_dir()?.join(f)
                };
                if p.is_file() {
                    Ok(p)
                } else {
                    bail!("no such test file: {}", f.display())
                }
            })
            .collect::<Result<Vec<_>>>()?
    };
    if files.is_empty() {
        bail!("no tests/e2e/*.test.mjs files");
    }
    let dist = util::dist_dir();
    if !dist.join("pkg").is_dir() {
        bail!("dist/ is missing; run `cargo xtask build` first");
    }
    let chrome = ensure_chromium()?;
    util::ensure_npm_packages(&e2e_dir)?;
    let (server_bin, postgres_bin) = crate::game_server::binaries()?;
    let cli_bin = crate::game_server::cli()?;

    let listener = server::bind(0)?;
    let base_url = format!("http://127.0.0.1:{}/", listener.local_addr()?.port());
    server::spawn(listener, dist.clone());
    // The same files from another origin, with CORS headers (a CDN), for the cross-origin tests.
    let cors = server::bind(0)?;
    let cors_url = format!("http://127.0.0.1:{}/", cors.local_addr()?.port());
    server::spawn_cors(cors, dist.clone());
    // The sources unbundled (serve --dev), for the few tests of one module of www/.
    let dev = server::bind(0)?;
    let dev_url = format!("http://127.0.0.1:{}/", dev.local_addr()?.port());
    server::spawn_mounts(dev, crate::dev_mounts());
    eprintln!(
        "e2e: serving dist/ at {base_url} (and with CORS at {cors_url}; the sources at {dev_url}), browser {}",
        chrome.display()
    );

    // Two files at a time (Node's default on two cores is one): a browser test waits on pages,
    // sockets and servers much of its time. `ALICE_E2E_JOBS=1` runs them one by one.
    let jobs = env::var("ALICE_E2E_JOBS")
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
        .filter(|&n| n > 0)
        .unwrap_or(2);
    let mut cmd = node_test_jobs(&files, jobs)?;
    cmd.env("BASE_URL", &base_url)
        .env("CORS_BASE_URL", &cors_url)
        .env("DEV_BASE_URL", &dev_url)
        .env("CHROME_PATH", &chrome)
        .env("ALICE_SERVER_BIN", &server_bin)
        .env("ALICE_POSTGRES_BIN", &postgres_bin)
        .env("ALICE_CLI_BIN", &cli_bin)
        .env("ALICE_SITE", &dist);
    // Each file's time, as its browser saw it (tests/e2e/harness.mjs's useBrowser writes a line a
    // file): the slowest are printed after the run, for docs/TESTING.md's list.
    let times = std::env::temp_dir().join(format!("alice-e2e-times-{}.tsv", std::process::id()));
    let _ = std::fs::remove_file(&times);
    cmd.env("ALICE_E2E_TIMES", &times);
    let result = run_with_deadline(&mut cmd, Duration::from_secs(30 * 60));
    if let Ok(text) = std::fs::read_to_string(&times) {
        eprintln!("e2e: the slowest files (from their browser's start to its close)");
        for line in slowest_files(&text, 15) {
            eprintln!("  {line}");
        }
        let _ = std::fs::remove_file(&times);
    }
    result
}

/// The `n` slowest of the e2e files' time lines (`seconds<TAB>file`), slowest first, as
/// `  84.2 s  review.test.mjs`.
fn slowest_files(text: &str, n: usize) -> Vec<String> {
    let mut rows: Vec<(f64, &str)> = text
        .lines()
        .filter_map(|l| {
            let (secs, file) = l.split_once('\t')?;
            Some((secs.parse().ok()?, file))
        })
        .collect();
    rows.sort_by(|a, b| b.0.total_cmp(&a.0));
    rows.iter()
        .take(n)
        .map(|(secs, file)| format!("{secs:6.1} s  {file}"))
        .collect()
}

/// What `cargo xtask bench-load` measures besides the default table.
pub struct LoadOptions {
    /// Only these pages (names of xtask/bench-load.mjs's table, comma-separated).
    pub pages: Option<String>,
    /// Only these networks (indices, comma-separated: 0 unthrottled, 1 150 ms, 2 Slow 4G).
    pub networks: Option<String>,
    /// Print each load's requests before the board.
    pub list: bool,
}

/// `cargo xtask bench-load`: serves `site` (dist/ or a copy of an older build) on a free port and
/// runs xtask/bench-load.mjs against it (a benchmark: it prints a table and fails only if it
/// cannot run).
pub fn bench_load(site: &Path, runs: u32, narrow: &LoadOptions) -> Result<()> {
    if !site.join("index.html").is_file() {
        bail!("{} has no index.html; build first", site.display());
    }
    let mut cmd = browser_bench("bench-load", site)?;
    cmd.env("RUNS", runs.to_string());
    if let Some(pages) = &narrow.pages {
        cmd.env("PAGES", pages);
    }
    if let Some(networks) = &narrow.networks {
        cmd.env("NETWORKS", networks);
    }
    if narrow.list {
        cmd.env("LIST", "1");
    }
    run_with_deadline(&mut cmd, Duration::from_secs(60 * 60))
}

/// A browser benchmark's command: `xtask/NAME.mjs` under Node, with `site` served on a free port
/// (`BASE_URL`), Chromium (`CHROME_PATH`) and playwright-core from tests/e2e (`PLAYWRIGHT`).
fn browser_bench(name: &str, site: &Path) -> Result<Command> {
    let chrome = ensure_chromium()?;
    let e2e_dir = root().join("tests/e2e");
    util::ensure_npm_packages(&e2e_dir)?;
    let listener = server::bind(0)?;
    let base_url = format!("http://127.0.0.1:{}/", listener.local_addr()?.port());
    server::spawn(listener, site.to_path_buf());
    eprintln!("{name}: serving {} at {base_url}", site.display());
    let mut cmd = Command::new(node()?);
    cmd.current_dir(root())
        .arg(root().join(format!("xtask/{name}.mjs")))
        .env("BASE_URL", &base_url)
        .env("CHROME_PATH", &chrome)
        .env("PLAYWRIGHT", &e2e_dir);
    Ok(cmd)
}

/// `cargo xtask bench-input`: random and huge PGN, FEN and move texts fed first to the rules core
/// (examples/input_bench.rs, natively, release), then to `<alice-chess>` in headless Chromium
/// (xtask/bench-input.mjs, against `site`, dist/ served on a free port), each call timed against
/// `budget_ms` (default 1000 ms natively, 2000 ms in the browser; a benchmark: it prints tables and
/// the worst case, and fails only if it cannot run).
pub fn bench_input(site: &Path, budget_ms: Option<u64>) -> Result<()> {
    if !site.join("embed.html").is_file() {
        bail!("{} has no embed.html; build first", site.display());
    }
    let core_budget = budget_ms.unwrap_or(1000).to_string();
    run(util::cargo().args([
        "run",
        "--release",
        "--quiet",
        "--example",
        "input_bench",
        "--",
        "--budget-ms",
        &core_budget,
    ]))?;
    let budget = budget_ms.unwrap_or(2000).to_string();
    let mut cmd = browser_bench("bench-input", site)?;
    cmd.env("PKG", site.join("pkg")).env("BUDGET_MS", &budget);
    run_with_deadline(&mut cmd, Duration::from_secs(30 * 60))
}

/// `cargo xtask bench-review`: the game review of a 60-move game in headless Chromium (`runs`
/// times, xtask/bench-review.mjs against `site`, dist/ served on a free port), then by `alice
/// review` natively (a benchmark: it prints times, marks and accuracies, and fails only if it
/// cannot run).
pub fn bench_review(site: &Path, runs: u32) -> Result<()> {
    if !site.join("index.html").is_file() {
        bail!("{} has no index.html; build first", site.display());
    }
    let mut cmd = browser_bench("bench-review", site)?;
    cmd.env("RUNS", runs.to_string());
    run_with_deadline(&mut cmd, Duration::from_secs(30 * 60))
}

/// The npm package's tests: packs it (dist/ must be built), then `node --test` over the given files
/// (default tests/package/*.test.mjs) with ALICE_TGZ (the .tgz), TSC (tests/js's TypeScript),
/// CHROME_PATH; the bundlers of tests/package/<bundler>/ (Vite, webpack, Rollup, esbuild) are
/// installed from their committed locks.
pub fn package_tests(only: &[PathBuf]) -> Result<()> {
    let packed = package::package()?;
    let dir = root().join("tests/package");
    let files = if only.is_empty() {
        test_files(&dir)?
    } else {
        only.to_vec()
    };
    if files.is_empty() {
        bail!("no tests/package/*.test.mjs files");
    }
    util::ensure_npm_packages(&js_dir())?;
    for entry in fs::read_dir(&dir)? {
        let tool = entry?.path();
        if tool.join("package-lock.json").is_file() {
            util::ensure_npm_packages(&tool)?;
        }
    }
    util::ensure_npm_packages(&root().join("tests/e2e"))?;
    let chrome = ensure_chromium()?;
    let mut cmd = node_test(&files)?;
    cmd.env("ALICE_TGZ", &packed.tgz)
        .env("TSC", js_dir().join("node_modules/typescript/bin/tsc"))
        .env("CHROME_PATH", &chrome);
    run_with_deadline(&mut cmd, Duration::from_secs(15 * 60))
}

use util::node;

/// `node --test` with the spec reporter and a per-test timeout, run from the workspace root.
fn node_test(files: &[PathBuf]) -> Result<Command> {
    node_test_jobs(files, 0)
}

/// [`node_test`] running `jobs` files at a time (0: Node's default, one fewer than the cores).
fn node_test_jobs(files: &[PathBuf], jobs: u32) -> Result<Command> {
    let mut cmd = Command::new(node()?);
    cmd.current_dir(root())
        .arg("--test")
        .arg("--test-reporter=spec")
        .arg(format!("--test-timeout={NODE_TEST_TIMEOUT_MS}"));
    if jobs > 0 {
        cmd.arg(format!("--test-concurrency={jobs}"));
    }
    for f in files {
        cmd.arg(f.strip_prefix(root()).unwrap_or(f));
    }
    Ok(cmd)
}

fn test_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    if dir.is_dir() {
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.ends_with(".test.mjs") && path.is_file() {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Runs a command, killing it if it outlives `limit`.
fn run_with_deadline(cmd: &mut Command, limit: Duration) -> Result<()> {
    eprintln!("$ {}", show(cmd));
    let mut child = cmd
        .spawn()
        .with_context(|| format!("could not start `{}`", show(cmd)))?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            if status.success() {
                return Ok(());
            }
            bail!("`{}` failed ({status})", show(cmd));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            bail!("`{}` timed out after {}", show(cmd), fmt_duration(limit));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Finds Chromium: `CHROME_PATH`, else /usr/bin/chromium (or chromium/google-chrome on PATH);
/// installs Debian's `chromium` with apt-get when missing and running as root.
pub fn ensure_chromium() -> Result<PathBuf> {
    if let Some(p) = env::var_os("CHROME_PATH").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Ok(p);
        }
        bail!("CHROME_PATH={} does not exist", p.display());
    }
    let find = || {
        let default = PathBuf::from("/usr/bin/chromium");
        if default.is_file() {
            return Some(default);
        }
        [
            "chromium",
            "chromium-browser",
            "google-chrome-stable",
            "google-chrome",
        ]
        .iter()
        .find_map(which)
    };
    if let Some(p) = find() {
        return Ok(p);
    }
    if util::is_root() && which("apt-get").is_some() {
        eprintln!("Chromium not found: installing Debian's chromium with apt-get (≈ 75 s)");
        run(Command::new("apt-get").arg("update"))?;
        run(Command::new("apt-get")
            .args(["install", "-y", "chromium"])
            .env("DEBIAN_FRONTEND", "noninteractive"))?;
        if let Some(p) = find() {
            return Ok(p);
        }
    }
    bail!(
        "Chromium was not found for the browser tests. Install Chromium (Debian/Ubuntu as root: \
         apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium executable, e.g. \
         CHROME_PATH=/path/to/chrome cargo xtask test"
    )
}

/// Installs every npm folder's packages and berserk's venv, in the background of the first
/// steps; a failure is only a warning here (the step that needs it tries again and fails).
fn fetch_packages() {
    let mut dirs = vec![root().join("xtask"), js_dir(), root().join("tests/e2e")];
    if let Ok(entries) = fs::read_dir(root().join("tests/package")) {
        let mut tools: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("package-lock.json").is_file())
            .collect();
        tools.sort();
        dirs.extend(tools);
    }
    for dir in dirs {
        if let Err(e) = util::ensure_npm_packages(&dir) {
            eprintln!("warning: npm packages of {}: {e:#}", rel(&dir));
        }
    }
    if let Err(e) = crate::berserk::python() {
        eprintln!("warning: berserk's venv: {e:#}");
    }
}

/// `cargo xtask test`: every step runs (a failed build skips the steps that need dist/), then a
/// summary; an error if anything failed.
pub fn all() -> Result<()> {
    let started = Instant::now();
    let mut results: Vec<(&str, Option<Result<()>>, Duration)> = Vec::new();
    type Step = (&'static str, bool, fn() -> Result<()>);
    let steps: [Step; 11] = [
        ("rustfmt --check", false, fmt_check),
        ("clippy -D warnings", false, clippy),
        ("rustdoc -D warnings", false, docs),
        ("cargo test (incl. ignored)", false, cargo_tests),
        ("Bot API (berserk, Python)", false, crate::berserk::test),
        ("build dist/ (wasm)", false, build_dist),
        ("JS type check (tsc)", true, typecheck),
        ("wasm tests (Node)", true, wasm_tests),
        ("JS tests (Node)", true, js_tests),
        ("browser e2e (Chromium)", true, || e2e(&[])),
        ("npm package (tsc, bundlers)", true, || package_tests(&[])),
    ];
    // What only waits on the network (the npm packages, berserk's venv) is fetched while the
    // first steps compile; joined before the first step that needs any of it.
    let mut fetching = Some(std::thread::spawn(fetch_packages));
    let mut dist_ok = true;
    for (name, needs_dist, step) in steps {
        if name.starts_with("Bot API") {
            if let Some(Err(e)) = fetching.take().map(|t| t.join()) {
                std::panic::resume_unwind(e);
            }
        }
        if needs_dist && !dist_ok {
            results.push((name, None, Duration::ZERO));
            continue;
        }
        eprintln!("\n==> {name}");
        let t = Instant::now();
        let r = step();
        if let Err(e) = &r {
            eprintln!("FAILED: {name}: {e:#}");
            if name.starts_with("build") {
                dist_ok = false;
            }
        }
        results.push((name, Some(r), t.elapsed()));
    }

    println!("\n==> cargo xtask test summary");
    let mut failed = Vec::new();
    for (name, r, took) in &results {
        let verdict = match r {
            Some(Ok(())) => "PASS",
            Some(Err(_)) => "FAIL",
            None => "SKIP",
        };
        if !matches!(r, Some(Ok(()))) {
            failed.push(*name);
        }
        println!("  {verdict}  {name:<28} {:>9}", fmt_duration(*took));
    }
    let total = fmt_duration(started.elapsed());
    if failed.is_empty() {
        println!(
            "cargo xtask test: ALL {} STEPS PASSED in {total}",
            results.len()
        );
        Ok(())
    } else {
        println!(
            "cargo xtask test: FAILED ({}) in {total}",
            failed.join(", ")
        );
        bail!("{} of {} steps failed", failed.len(), results.len())
    }
}

#[cfg(test)]
mod tests {
    use super::slowest_files;

    #[test]
    fn the_slowest_files_come_first_and_bad_lines_are_skipped() {
        let text = "12.5\ta.test.mjs\nnot a line\n80\tb.test.mjs\n3.25\tc.test.mjs\nx\ty\n";
        assert_eq!(
            slowest_files(text, 2),
            vec!["  80.0 s  b.test.mjs", "  12.5 s  a.test.mjs"]
        );
        assert_eq!(slowest_files(text, 9).len(), 3);
    }
}
