//! Project tasks, run as `cargo xtask <task>` (alias in .cargo/config.toml).

mod bench_abuse;
mod bench_computer;
mod bench_server;
mod bench_solve;
mod berserk;
mod checks;
mod dist;
mod game_server;
mod offline;
mod package;
mod server;
mod util;

use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
Usage: cargo xtask <task>

Tasks:
  build [--no-opt]         build the wasm package and the static site into dist/
  package [--no-build]     build, then the npm package: dist/npm/alice-chess-<version>.tgz (npm pack)
  package-test [--no-build] [FILE...]
                           build and pack, then only the package tests (tests/package/*.test.mjs:
                           the .tgz installed offline into a temp project, alice-chess/rules in
                           Node, tsc against its declarations, a Vite build in Chromium)
  serve [--port N] [--host ADDR] [--data DIR] [--no-build] [--dev]
                           build, then run the game server at http://127.0.0.1:8080/ (port also
                           from PORT): the site from dist/ (precompressed files by Accept-Encoding,
                           hashed files cached for a year) and online games, stored in DIR (also
                           ALICE_DATA; default data/); --dev serves the sources unbundled instead
                           (and dist/pkg at /pkg/), without online games
  bench-load [--no-build] [--runs N] [--dist DIR] [--pages play,analysis] [--networks 0,2] [--list]
                           a benchmark, not a test: cold loads of the play page, analysis, puzzles
                           and the embed demo in headless Chromium (cache disabled) on three
                           networks, and a repeat visit through the service worker; prints a table
                           (--dist serves another build, e.g. a copy of an older dist/)
  bench-input [--no-build] [--budget-ms N]
                           a benchmark, not a test: random and huge PGN, FEN and move texts fed to
                           the rules core (examples/input_bench.rs) and to <alice-chess> in
                           headless Chromium, each call timed against a budget (default 1000 ms
                           natively, 2000 ms in the browser); prints the slowest calls and the
                           worst case
  bench-review [--no-build] [--runs N]
                           a benchmark, not a test: the game review of a 60-move game on the
                           analysis board in headless Chromium (N runs, default 2), then by
                           `alice review` natively; prints the times, marks and accuracies
  test                     everything: rustfmt, clippy, rustdoc, cargo tests (incl. ignored), dist build,
                           JS type check, wasm and JS tests under Node, browser e2e tests in
                           headless Chromium
  berserk                  only the Bot API's test: a whole game through lichess's Python client
                           (berserk, installed from PyPI into a venv in the target folder) on the
                           real alice-server binary
  e2e [--no-build] [FILE...]
                           build, then only the browser tests (default: tests/e2e/*.test.mjs);
                           the game server's binary is always brought up to date for them
  wasm-test [--no-build]   build, then only the Node wasm tests (tests/wasm/*.test.mjs)
  typecheck [--build]      type-check www/ (tsc --checkJs, tests/js/tsconfig*.json) against the
                           wasm package's types in dist/pkg; builds dist/ first only when it is
                           missing or with --build (after changing the Rust API)
  js-test [--no-build]     build, then only the Node tests of the JS (tests/js/*.test.mjs)
  docs                     only the API docs of the rules core, warnings (broken links) denied
  bench-server [N…] [--seconds S] [--interval MS] [--database URL] [--postgres] [--nodes K]
                           the game server's load benchmark: N games at once (default 1000 5000
                           10000), two players and a spectator each, a move every 5 s per side;
                           on SQLite, a Postgres database, or a throwaway Postgres (--postgres);
                           --nodes K: K server processes on one Postgres, each game spread over them
  bench-abuse [--seconds S] [--keep]
                           the game server under abuse, on loopback: the release server with its
                           default limits, a normal player moving every ~100 ms all along, and
                           each attack in turn (oversize frames, binary flood, lobby emptying and
                           amplification, bulk creation, half-open connections, spectator sockets;
                           S s each, default 12; 2.5 × S for bulk creation and half-open
                           connections); prints a table: what the attacker and the server did, the
                           player's move round trip and the server's memory during each attack
                           (--keep: keep the data folder and the server's log)
  bench-computer [--games N] [--moves M]
                           the computer players' cost: the release server with N games against
                           the computer at once (default 20) and a game between two people whose
                           move round trip is measured (M moves, default 300): p50, p99, max
  bench-solve [--tries] [--variations] [--runs N] [--only TEXT] [--record]
                           a benchmark and cross-check, not a test: `alice solve` on the problems
                           of tests/problems/alice.txt, timed; with POPEYE=/path/to/popeye, Popeye
                           (condition alice) on the same problems: solutions compared, times side
                           by side (--tries: tries too; --variations: the trees of the #2s;
                           --record writes Popeye's answers into the data file)

Environment: PORT and ALICE_DATA (serve), CHROME_PATH (browser for e2e; default /usr/bin/chromium),
ALICE_SERVER_BIN (e2e: a game server binary to use instead of building one),
POPEYE (bench-solve: a Popeye binary to compare with),
WASM_OPT (path to a wasm-opt, or `skip`; default: npm binaryen in xtask/node_modules)";

/// `serve --dev`: the sources at `/` (index.html and www/ as they are), the wasm package at `/pkg/`,
/// and a service worker that keeps no offline copy (xtask/dev/sw.js: it removes a built site's).
pub fn dev_mounts() -> Vec<server::Mount> {
    vec![
        server::Mount {
            prefix: "/sw.js".into(),
            dir: util::root().join("xtask/dev/sw.js"),
        },
        server::Mount {
            prefix: "/pkg/".into(),
            dir: util::dist_dir().join("pkg"),
        },
        server::Mount {
            prefix: "/pkg-solve/".into(),
            dir: util::dist_dir().join("pkg-solve"),
        },
        server::Mount::root(util::root()),
    ]
}

fn main() -> ExitCode {
    match real_main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn real_main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let task = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    let flag = |name: &str| rest.iter().any(|a| a == name);
    match task.as_str() {
        "build" => {
            let t = Instant::now();
            dist::build(&dist::Options {
                optimize: !flag("--no-opt"),
            })?;
            eprintln!("build took {}", util::fmt_duration(t.elapsed()));
        }
        "serve" => {
            let port = match rest.iter().position(|a| a == "--port") {
                Some(i) => rest.get(i + 1).context("--port needs a value")?.clone(),
                None => std::env::var("PORT").unwrap_or_else(|_| "8080".into()),
            };
            let port: u16 = port.parse().with_context(|| format!("bad port {port:?}"))?;
            let dev = flag("--dev");
            if !flag("--no-build") {
                dist::build(&dist::Options { optimize: true })?;
            }
            if dev {
                let listener = server::bind(port)?;
                let port = listener.local_addr()?.port();
                println!("Serving Alice chess at http://127.0.0.1:{port}/");
                eprintln!("(--dev: serving the sources unbundled, and dist/pkg at /pkg/; no offline copy (its service worker removes itself); no online games; Ctrl-C stops)");
                server::serve_mounts(listener, dev_mounts());
            } else {
                // --host 0.0.0.0: a friend on the same network can open the friend link.
                let host = match rest.iter().position(|a| a == "--host") {
                    Some(i) => rest.get(i + 1).context("--host needs an address")?.clone(),
                    None => std::env::var("ALICE_HOST").unwrap_or_else(|_| "127.0.0.1".into()),
                };
                game_server::serve(&host, port, game_server::data_dir(&rest)?)?;
            }
        }
        "test" => checks::all()?,
        "berserk" => berserk::test()?,
        "bench-server" => bench_server::bench(&rest)?,
        "bench-abuse" => bench_abuse::bench(&rest)?,
        "bench-computer" => bench_computer::bench(&rest)?,
        "bench-solve" => bench_solve::bench(&rest)?,
        "docs" => checks::docs()?,
        "package" => {
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            package::package()?;
        }
        "package-test" => {
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            let files: Vec<PathBuf> = rest
                .iter()
                .filter(|a| !a.starts_with("--"))
                .map(PathBuf::from)
                .collect();
            checks::package_tests(&files)?;
        }
        "e2e" => {
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            let files: Vec<PathBuf> = rest
                .iter()
                .filter(|a| !a.starts_with("--"))
                .map(PathBuf::from)
                .collect();
            checks::e2e(&files)?;
        }
        "bench-load" => {
            let value = |name: &str| -> Result<Option<String>> {
                match rest.iter().position(|a| a == name) {
                    Some(i) => Ok(Some(
                        rest.get(i + 1)
                            .with_context(|| format!("{name} needs a value"))?
                            .clone(),
                    )),
                    None => Ok(None),
                }
            };
            let dir = value("--dist")?.map(PathBuf::from);
            let runs: u32 = value("--runs")?
                .unwrap_or_else(|| "1".into())
                .parse()
                .context("--runs needs a number")?;
            if dir.is_none() && !flag("--no-build") {
                checks::build_dist()?;
            }
            let narrow = checks::LoadOptions {
                pages: value("--pages")?,
                networks: value("--networks")?,
                list: flag("--list"),
            };
            checks::bench_load(&dir.unwrap_or_else(util::dist_dir), runs, &narrow)?;
        }
        "bench-input" => {
            let budget = match rest.iter().position(|a| a == "--budget-ms") {
                Some(i) => Some(
                    rest.get(i + 1)
                        .and_then(|v| v.parse::<u64>().ok())
                        .context("--budget-ms needs a number")?,
                ),
                None => None,
            };
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            checks::bench_input(&util::dist_dir(), budget)?;
        }
        "bench-review" => {
            let runs = match rest.iter().position(|a| a == "--runs") {
                Some(i) => rest
                    .get(i + 1)
                    .and_then(|v| v.parse::<u32>().ok())
                    .context("--runs needs a number")?,
                None => 2,
            };
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            checks::bench_review(&util::dist_dir(), runs)?;
        }
        "wasm-test" => {
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            checks::wasm_tests()?;
        }
        "typecheck" => {
            if flag("--build") || !checks::dist_types_built() {
                checks::build_dist()?;
            }
            checks::typecheck()?;
        }
        "js-test" => {
            if !flag("--no-build") {
                checks::build_dist()?;
            }
            checks::js_tests()?;
        }
        "" | "help" | "-h" | "--help" => println!("{USAGE}"),
        other => bail!("unknown task {other:?}\n\n{USAGE}"),
    }
    Ok(())
}
