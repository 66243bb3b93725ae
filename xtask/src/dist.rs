//! `cargo xtask build`: wasm32 release build → wasm-bindgen (web target) → wasm-opt → dist/pkg/
//! (and the problem solver's own wasm, the `solve-js` feature, → dist/pkg-solve/),
//! then the production site: `xtask/bundle.mjs` bundles the page, the `<alice-chess>` module, the
//! engine worker and the stylesheets with esbuild (minified, split, content-hashed, source maps
//! beside) and writes the pages with `modulepreload` hints; the service worker's list is written
//! (offline.rs) and every text file is precompressed (.br and .gz) by `xtask/bundle.mjs compress`.

use crate::util::{self, fmt_bytes, fmt_duration, root, run, show};
use anyhow::{bail, Context, Result};
use flate2::{write::GzEncoder, Compression};
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;
use wasm_bindgen_cli_support::Bindgen;

/// The root crate's library name; the generated files are `pkg/alice_chess.js` and
/// `pkg/alice_chess_bg.wasm`.
pub const OUT_NAME: &str = "alice_chess";
const TARGET: &str = "wasm32-unknown-unknown";
/// The bundler script (Node, esbuild from xtask/node_modules).
const BUNDLER: &str = "xtask/bundle.mjs";

pub struct Options {
    /// Run wasm-opt (when it can be had).
    pub optimize: bool,
}

/// What a build produced.
pub struct Report {
    pub wasm: PathBuf,
    pub wasm_gzip_bytes: u64,
}

pub fn build(opts: &Options) -> Result<Report> {
    let root = root();
    let dist = util::dist_dir();
    if dist.exists() {
        fs::remove_dir_all(&dist).with_context(|| format!("removing {}", dist.display()))?;
    }
    let pkg = dist.join("pkg");
    let sizes = wasm_package(&pkg, &[], opts.optimize)?;
    let wasm = sizes.wasm.clone();
    // The problem solver's own wasm (the `solve-js` feature), loaded by its worker only: the play
    // page's wasm and its size budget stay as they are.
    let solver = wasm_package(&dist.join("pkg-solve"), &["solve-js"], opts.optimize)?;
    let solver_bytes = fs::read(&solver.wasm)?;
    println!(
        "solver wasm: {} {} bytes ({} gzipped)",
        rel(&solver.wasm),
        fmt_bytes(solver_bytes.len() as u64),
        fmt_bytes(gzip_len(&solver_bytes)?),
    );

    bundle(&root, &dist)?;
    let (version, files) = crate::offline::write_service_worker(&dist)?;
    eprintln!("service worker: dist/sw.js, version {version}, {files} files cached");
    let t = Instant::now();
    run(Command::new(util::node()?)
        .current_dir(&root)
        .arg(BUNDLER)
        .arg("compress")
        .arg(&dist))?;
    eprintln!("precompression took {}", fmt_duration(t.elapsed()));

    let bytes = fs::read(&wasm)?;
    let gz = gzip_len(&bytes)?;
    let js = fs::metadata(pkg.join(format!("{OUT_NAME}.js")))?.len();
    println!(
        "wasm: {} {} bytes ({} gzipped); rustc output {} bytes, after wasm-bindgen {} bytes; JS glue {} bytes",
        rel(&wasm),
        fmt_bytes(bytes.len() as u64),
        fmt_bytes(gz),
        fmt_bytes(sizes.raw),
        fmt_bytes(sizes.bindgen),
        fmt_bytes(js),
    );
    println!("Static site written to {}", rel(&dist));
    Ok(Report {
        wasm,
        wasm_gzip_bytes: gz,
    })
}

/// The sizes of a wasm package built by [`wasm_package`].
pub struct WasmSizes {
    /// The final .wasm.
    pub wasm: PathBuf,
    /// rustc's output, bytes.
    pub raw: u64,
    /// After wasm-bindgen, bytes.
    pub bindgen: u64,
}

/// The wasm package in `pkg` (created): the wasm32 release build of the core with `features`
/// (the site's build has none; the npm package's adds `live-js`, the live game for servers),
/// wasm-bindgen (web target), then wasm-opt when `optimize`.
pub fn wasm_package(pkg: &Path, features: &[&str], optimize: bool) -> Result<WasmSizes> {
    util::ensure_wasm_target()?;
    let input = cargo_build_wasm(features)?;
    let raw = fs::metadata(&input)?.len();
    fs::create_dir_all(pkg)?;
    eprintln!("wasm-bindgen (web target) → {}", rel(pkg));
    let t = Instant::now();
    Bindgen::new()
        .input_path(&input)
        .out_name(OUT_NAME)
        .web(true)?
        // The library's default differs from the CLI: without this the generated `init()`
        // has no default wasm URL and the page never loads.
        .omit_default_module_path(false)
        .typescript(true)
        .remove_name_section(true)
        .remove_producers_section(true)
        .generate(pkg)
        .context("wasm-bindgen failed")?;
    // The package is ES modules: say so, so that Node (the wasm and JS tests) never reads it as
    // CommonJS because of some package.json further up the tree.
    fs::write(pkg.join("package.json"), "{ \"type\": \"module\" }\n")?;
    eprintln!("wasm-bindgen took {}", fmt_duration(t.elapsed()));

    let wasm = pkg.join(format!("{OUT_NAME}_bg.wasm"));
    let bindgen = fs::metadata(&wasm)?.len();
    if optimize {
        let cache = input.with_file_name(if features.is_empty() {
            "xtask-wasm-opt-cache".to_string()
        } else {
            format!("xtask-wasm-opt-cache-{}", features.join("-"))
        });
        self::optimize(&wasm, &cache)?;
    } else {
        eprintln!("wasm-opt skipped (--no-opt)");
    }
    Ok(WasmSizes { wasm, raw, bindgen })
}

/// `cargo build --release --target wasm32-unknown-unknown --lib -p alice-chess`; returns the .wasm
/// path as cargo reports it (so CARGO_TARGET_DIR and friends are respected).
fn cargo_build_wasm(features: &[&str]) -> Result<PathBuf> {
    let mut cmd = util::cargo();
    cmd.args([
        "build",
        "--release",
        "--target",
        TARGET,
        "--lib",
        "--package",
        "alice-chess",
        "--message-format=json-render-diagnostics",
    ])
    .stdout(Stdio::piped());
    if !features.is_empty() {
        cmd.arg("--features").arg(features.join(","));
    }
    eprintln!("$ {}", show(&cmd));
    let mut child = cmd.spawn().context("could not start cargo")?;
    let stdout = child.stdout.take().expect("piped stdout");
    let mut wasm = None;
    for line in BufReader::new(stdout).lines() {
        let line = line?;
        let Ok(msg) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        if msg["reason"] == "compiler-artifact" && msg["target"]["name"] == OUT_NAME {
            if let Some(files) = msg["filenames"].as_array() {
                for f in files.iter().filter_map(|f| f.as_str()) {
                    if f.ends_with(".wasm") {
                        wasm = Some(PathBuf::from(f));
                    }
                }
            }
        }
    }
    let status = child.wait()?;
    if !status.success() {
        bail!("cargo build for {TARGET} failed ({status})");
    }
    wasm.context("cargo did not report a .wasm artifact for alice_chess")
}

/// wasm-opt flags: speed-oriented (-O3 came out the same size as -Oz here, within 0.3 %; -Oz and -Os
/// were measured again for the move tree: no smaller gzipped), repeated until nothing changes
/// (`--converge`: 300 B smaller gzipped, the engine as fast, about 8 s more), plus the features
/// rustc enables by default for wasm32-unknown-unknown (all supported by current browsers and
/// Node), dropping debug info and the producers section. `--low-memory-unused` lets wasm-opt fold
/// constant offsets into loads and stores (880 B smaller gzipped): it assumes no access below
/// address 1024, which holds here — rustc links wasm32 with the stack first, so the lowest
/// kilobyte is the far end of a 1 MB stack that the engine's bounded recursion never reaches
/// (address 0 is the null pointer, which Rust never reads).
const WASM_OPT_ARGS: &[&str] = &[
    "-O3",
    "--converge",
    "--low-memory-unused",
    "--enable-bulk-memory",
    "--enable-bulk-memory-opt",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-reference-types",
    "--enable-multivalue",
    "--strip-debug",
    "--strip-producers",
];

/// Optimises in place with wasm-opt from the npm package `binaryen` (installed into
/// xtask/node_modules on first use). `WASM_OPT=/path/to/wasm-opt` overrides; `WASM_OPT=skip`
/// skips. Debian's binaryen package is deliberately not used: its wasm-opt (v108) emits modules
/// that break in Chromium. If wasm-opt cannot be had, the build goes on with a warning.
/// The result is cached in `cache_dir` by input hash, so an unchanged wasm is not optimised again.
fn optimize(wasm: &Path, cache_dir: &Path) -> Result<()> {
    let wasm_opt = match std::env::var_os("WASM_OPT") {
        Some(v) if v == "skip" || v == "0" => {
            eprintln!("wasm-opt skipped (WASM_OPT={})", v.to_string_lossy());
            return Ok(());
        }
        Some(v) => PathBuf::from(v),
        None => {
            let tools = root().join("xtask");
            if let Err(e) = util::ensure_npm_packages(&tools) {
                eprintln!("warning: could not install binaryen from npm ({e:#}); wasm-opt skipped, the .wasm stays unoptimised");
                return Ok(());
            }
            tools.join("node_modules/.bin/wasm-opt")
        }
    };
    let mut hasher = DefaultHasher::new();
    fs::read(wasm)?.hash(&mut hasher);
    WASM_OPT_ARGS.hash(&mut hasher);
    wasm_opt.hash(&mut hasher);
    let cached = cache_dir.join(format!("{:016x}.wasm", hasher.finish()));
    if cached.is_file() {
        fs::copy(&cached, wasm)?;
        eprintln!("wasm-opt: input unchanged, reusing the optimised wasm");
        return Ok(());
    }

    let tmp = wasm.with_extension("opt.wasm");
    let mut cmd = Command::new(&wasm_opt);
    cmd.arg(wasm).arg("-o").arg(&tmp).args(WASM_OPT_ARGS);
    let t = Instant::now();
    if let Err(e) = run(&mut cmd) {
        let _ = fs::remove_file(&tmp);
        eprintln!("warning: {e:#}; the .wasm stays unoptimised");
        return Ok(());
    }
    fs::rename(&tmp, wasm)?;
    eprintln!("wasm-opt took {}", fmt_duration(t.elapsed()));
    // Keep only the latest result.
    let _ = fs::remove_dir_all(cache_dir);
    fs::create_dir_all(cache_dir)?;
    fs::copy(wasm, &cached)?;
    Ok(())
}

/// The production site from the sources and dist/pkg (see xtask/bundle.mjs).
fn bundle(root: &Path, dist: &Path) -> Result<()> {
    util::ensure_npm_packages(&root.join("xtask"))?;
    let t = Instant::now();
    run(Command::new(util::node()?)
        .current_dir(root)
        .arg(BUNDLER)
        .arg("site")
        .arg(root)
        .arg(dist))?;
    eprintln!("bundling took {}", fmt_duration(t.elapsed()));
    Ok(())
}

pub fn gzip_len(bytes: &[u8]) -> Result<u64> {
    let mut enc = GzEncoder::new(Vec::new(), Compression::best());
    enc.write_all(bytes)?;
    Ok(enc.finish()?.len() as u64)
}

/// A path relative to the workspace root, for messages.
pub fn rel(p: &Path) -> String {
    let root = root();
    p.strip_prefix(&root).unwrap_or(p).display().to_string()
}
