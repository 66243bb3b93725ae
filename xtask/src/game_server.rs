//! `cargo xtask serve`: the game server (server/, in-process) on the built site, with its
//! database in the data folder (`--data DIR`, else `ALICE_DATA`, else `data/` at the workspace
//! root), or in the Postgres database `DATABASE_URL` names: the site, and online games between
//! two people. Also the server's own binary, for the browser tests that run it as a process
//! (`binary`).

use crate::util::{self, root, show};
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::Stdio;

/// The data folder: `--data DIR`, else `ALICE_DATA`, else `data/` at the workspace root.
pub fn data_dir(args: &[String]) -> Result<PathBuf> {
    if let Some(i) = args.iter().position(|a| a == "--data") {
        return Ok(PathBuf::from(
            args.get(i + 1).context("--data needs a folder")?,
        ));
    }
    Ok(std::env::var_os("ALICE_DATA")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("data")))
}

/// Serves dist/ and the games on `host`:`port` (127.0.0.1 unless asked) until Ctrl-C.
pub fn serve(host: &str, port: u16, data: PathBuf) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .with_context(|| format!("cannot listen on {host}:{port} (another PORT?)"))?;
        let port = listener.local_addr()?.port();
        let mut config = alice_server::Config::new(data.clone(), util::dist_dir());
        // A Postgres database instead of SQLite in the data folder, as for the server alone.
        config.database = std::env::var("DATABASE_URL").ok().filter(|v| !v.is_empty());
        // The server's computer players keep seeks in the lobby, as the server alone does.
        config.computer = true;
        let shown = if host == "0.0.0.0" || host == "::" {
            "127.0.0.1"
        } else {
            host
        };
        println!("Serving Alice chess at http://{shown}:{port}/");
        if shown != host {
            eprintln!(
                "(also at this machine's network addresses, for a friend on the same network)"
            );
        }
        eprintln!(
            "(the site from dist/, online games in {}; Ctrl-C stops)",
            config.database_shown()
        );
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        alice_server::run(listener, config, shutdown).await
    })
}

/// The game server's binary (`alice-server`), built for the browser tests that run it as a process
/// of their own (tests/e2e/game-server.mjs: killed with SIGKILL and started again), and the
/// throwaway Postgres cluster of the tests of several nodes (server/examples/throwaway_postgres.rs).
/// Built in the `test` profile, the one the xtask itself is built in (the `xtask` alias of
/// .cargo/config.toml), with the whole workspace's features, so that they share their
/// dependencies' build with the xtask and with `cargo test --workspace`; cargo's own answer says where they are (`CARGO_TARGET_DIR` or not).
/// With `ALICE_SERVER_BIN` set, that binary is used as it is (only the Postgres helper is built).
pub fn binaries() -> Result<(PathBuf, PathBuf)> {
    let given = std::env::var_os("ALICE_SERVER_BIN")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from);
    if let Some(given) = &given {
        if !given.is_file() {
            bail!("ALICE_SERVER_BIN={} does not exist", given.display());
        }
    }
    let mut cmd = util::cargo();
    // `--workspace`: the features of the whole workspace's test build (a build of one package has
    // its own, and compiled a second alice-server, axum, serde… after `cargo test`: 4½ min).
    cmd.args(["build", "--profile", "test", "--workspace"]);
    if given.is_none() {
        cmd.args(["--bin", "alice-server"]);
    }
    cmd.args([
        "--example",
        POSTGRES_HELPER,
        "--message-format=json-render-diagnostics",
    ]);
    let messages = build(&mut cmd)?;
    let server = match given {
        Some(g) => g,
        None => executable(&messages, "alice-server")
            .with_context(|| format!("`{}` named no alice-server executable", show(&cmd)))?,
    };
    let postgres = executable(&messages, POSTGRES_HELPER)
        .with_context(|| format!("`{}` named no {POSTGRES_HELPER} executable", show(&cmd)))?;
    Ok((server, postgres))
}

/// The command-line tool (`alice`), built in the `test` profile like the server (nothing to do
/// after `cargo test`, which builds it for its own tests; optimised, and its searches are bounded
/// by nodes, so it answers as the release build does): the browser test that compares the page's
/// review with `alice review` runs it, instead of compiling a release build in the middle of the
/// browser tests.
pub fn cli() -> Result<PathBuf> {
    let mut cmd = util::cargo();
    cmd.args([
        "build",
        "--profile",
        "test",
        "--workspace", // the workspace's features, as binaries() says
        "--bin",
        "alice",
        "--message-format=json-render-diagnostics",
    ]);
    let messages = build(&mut cmd)?;
    executable(&messages, "alice")
        .with_context(|| format!("`{}` named no alice executable", show(&cmd)))
}

/// Runs a `cargo build --message-format=json…`: its messages (its diagnostics go to stderr).
fn build(cmd: &mut std::process::Command) -> Result<String> {
    eprintln!("$ {}", show(cmd));
    let out = cmd
        .stderr(Stdio::inherit())
        .output()
        .with_context(|| format!("could not start `{}`", show(cmd)))?;
    if !out.status.success() {
        bail!("`{}` failed ({})", show(cmd), out.status);
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The example that runs a throwaway Postgres cluster.
const POSTGRES_HELPER: &str = "throwaway_postgres";

/// The executable of target `name` named in cargo's JSON messages (one a line).
fn executable(messages: &str, name: &str) -> Option<PathBuf> {
    messages
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == name)
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_executable_is_read_from_cargos_messages() {
        let messages = r#"{"reason":"compiler-artifact","target":{"name":"alice_server","kind":["lib"]},"executable":null}
{"reason":"compiler-artifact","target":{"name":"alice-server","kind":["bin"]},"executable":"/t/debug/alice-server"}
{"reason":"build-finished","success":true}"#;
        assert_eq!(
            executable(messages, "alice-server"),
            Some(PathBuf::from("/t/debug/alice-server"))
        );
        assert_eq!(
            executable(
                r#"{"reason":"build-finished","success":true}"#,
                "alice-server"
            ),
            None
        );
        assert_eq!(executable("not json", "alice-server"), None);
    }
}
