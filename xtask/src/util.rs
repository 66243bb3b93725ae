//! Small helpers shared by the tasks: paths, running commands, npm tool folders.

use anyhow::{bail, Context, Result};
use std::env;
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The workspace root (the folder holding the root `Cargo.toml`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// `dist/` in the workspace root.
pub fn dist_dir() -> PathBuf {
    root().join("dist")
}

/// A `cargo` command (the same cargo that runs the xtask), started in the workspace root.
pub fn cargo() -> Command {
    let mut cmd = Command::new(env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(root());
    cmd
}

/// Renders a command line for logs.
pub fn show(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        let a = a.to_string_lossy();
        if a.contains(' ') || a.is_empty() {
            s.push('\'');
            s.push_str(&a);
            s.push('\'');
        } else {
            s.push_str(&a);
        }
    }
    s
}

/// Runs a command to completion, failing on a non-zero exit.
pub fn run(cmd: &mut Command) -> Result<()> {
    eprintln!("$ {}", show(cmd));
    let status = cmd
        .status()
        .with_context(|| format!("could not start `{}`", show(cmd)))?;
    if !status.success() {
        bail!("`{}` failed ({status})", show(cmd));
    }
    Ok(())
}

/// Finds an executable on `PATH`.
pub fn which(name: impl AsRef<OsStr>) -> Option<PathBuf> {
    let name = name.as_ref();
    let path = env::var_os("PATH")?;
    env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// The `node` executable.
pub fn node() -> Result<PathBuf> {
    which("node").context(
        "node not found on PATH: install Node.js 20+ (Debian: apt-get install -y nodejs npm)",
    )
}

/// True when running as root (uid 0).
pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// Makes sure `rustup target add wasm32-unknown-unknown` has been done (a no-op when present).
pub fn ensure_wasm_target() -> Result<()> {
    if which("rustup").is_none() {
        eprintln!(
            "warning: rustup not found; assuming the wasm32-unknown-unknown target is installed"
        );
        return Ok(());
    }
    let mut cmd = Command::new("rustup");
    cmd.current_dir(root())
        .args(["target", "add", "wasm32-unknown-unknown"]);
    let out = cmd
        .output()
        .with_context(|| format!("could not start `{}`", show(&cmd)))?;
    if !out.status.success() {
        bail!(
            "`{}` failed:\n{}",
            show(&cmd),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(())
}

/// Runs `npm ci` in `dir` unless `dir/node_modules` already matches `dir/package-lock.json`.
pub fn ensure_npm_packages(dir: &Path) -> Result<()> {
    let lock = fs::read(dir.join("package-lock.json"))
        .with_context(|| format!("reading {}/package-lock.json", dir.display()))?;
    let stamp = dir.join("node_modules").join(".xtask-installed-lock.json");
    if fs::read(&stamp).ok().as_deref() == Some(&lock[..]) {
        return Ok(());
    }
    let npm = which("npm").context(
        "npm not found on PATH: install Node.js 20+ with npm (Debian: apt-get install -y nodejs npm)",
    )?;
    let mut cmd = Command::new(npm);
    cmd.current_dir(dir)
        .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"]);
    run(&mut cmd)?;
    fs::write(&stamp, &lock)?;
    Ok(())
}

/// `1m 02.3s` style durations.
pub fn fmt_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 60.0 {
        format!("{s:.1}s")
    } else {
        format!("{}m {:04.1}s", (s / 60.0) as u64, s % 60.0)
    }
}

/// `123,456` style byte counts.
pub fn fmt_bytes(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Builds the game server and its example `example` in release; the example's path.
pub fn release_example(example: &str) -> Result<PathBuf> {
    run(cargo().args([
        "build",
        "--release",
        "-p",
        "alice-server",
        "--bin",
        "alice-server",
        "--example",
        example,
    ]))?;
    // Where cargo put it: CARGO_TARGET_DIR (relative to the workspace) or target/.
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|v| !v.is_empty())
        .map(|d| root().join(d))
        .unwrap_or_else(|| root().join("target"));
    Ok(target.join("release/examples").join(example))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_grouped() {
        assert_eq!(fmt_bytes(0), "0");
        assert_eq!(fmt_bytes(999), "999");
        assert_eq!(fmt_bytes(1000), "1,000");
        assert_eq!(fmt_bytes(1234567), "1,234,567");
    }

    #[test]
    fn durations_read_well() {
        assert_eq!(fmt_duration(Duration::from_millis(1500)), "1.5s");
        assert_eq!(fmt_duration(Duration::from_secs(62)), "1m 02.0s");
    }
}
