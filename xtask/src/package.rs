//! `cargo xtask package`: the npm package `alice-chess`, staged in dist/npm/package/ and packed by
//! `npm pack` into dist/npm/alice-chess-<version>.tgz.
//!
//! What goes in: the files the element needs at run time, found by following the imports (static,
//! and dynamic with a literal path: the board's message catalogues of www/i18n/i18n.js, one chunk
//! per language for bundlers; the page's catalogues are not the element's and stay out) and `new URL('…', import.meta.url)` references from its entry
//! (www/alice-chess.js) and from the rules entries (the sources of www/ as they are — bundlers
//! split and hash them for the sites that use the package — and the wasm package from dist/pkg,
//! so it is the built one); the widget's stylesheet
//! flattened into a generated `www/widget/style-source.js` (its text and, for each image it uses, a
//! `new URL('./assets/…', import.meta.url)` that bundlers follow: every image in one folder next to
//! that module); the templates of xtask/package/ (package metadata, README, the `alice-chess/rules`
//! entries, the Rollup and esbuild plugins, the TypeScript declarations); LICENSE. No
//! `repository`, `homepage` or `bugs`: the project has no public address.

use crate::dist::rel;
use crate::util::{self, fmt_bytes, root, run, which};
use anyhow::{bail, Context, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the templates live.
fn template_dir() -> PathBuf {
    root().join("xtask/package")
}

/// The generated module that replaces www/widget/style-source.js in the package.
const STYLE_SOURCE: &str = "www/widget/style-source.js";
/// Where the stylesheet's images go in the package: one folder next to STYLE_SOURCE, each named
/// after its place under www/ (`www/pieces/A-wK.svg` → `pieces-A-wK.svg`), so that every image is
/// `./assets/…` from the module that names it.
const STYLE_ASSETS: &str = "www/widget/assets";
/// The widget's stylesheet, flattened into STYLE_SOURCE.
const STYLE_ENTRY: &str = "www/widget/widget.css";
/// Where the run-time files are found from.
const ENTRIES: &[&str] = &["www/alice-chess.js", "rules/node.js", "rules/browser.js"];
/// The wasm package with the live game (`live-js`), for `alice-chess/rules` in Node only.
const LIVE_PKG: &str = "pkg-live";
/// The message catalogues: one folder per language, each with a board.js that i18n.js imports.
const CATALOGUES: &str = "www/i18n";

/// What `package` produced.
pub struct Packed {
    pub tgz: PathBuf,
}

/// dist/npm/
pub fn npm_dir() -> PathBuf {
    util::dist_dir().join("npm")
}

/// Stages and packs the package; dist/ must be built.
pub fn package() -> Result<Packed> {
    let dist = util::dist_dir();
    if !dist.join("pkg").is_dir() {
        bail!("dist/ is missing; run `cargo xtask build` first");
    }
    let out = npm_dir();
    let stage = out.join("package");
    if out.exists() {
        fs::remove_dir_all(&out).with_context(|| format!("removing {}", out.display()))?;
    }
    fs::create_dir_all(&stage)?;

    // Templates: package.json (version filled in), README, rules/, types/. No `repository`,
    // `homepage` or `bugs`: the project has no public address (and a placeholder would mislead).
    let version = crate_field("version")?.context("no version in Cargo.toml")?;
    copy_tree(&template_dir(), &stage)?;
    let manifest = fs::read_to_string(stage.join("package.json"))?.replace("@VERSION@", &version);
    fs::write(stage.join("package.json"), manifest)?;
    fs::copy(root().join("LICENSE"), stage.join("LICENSE")).context("copying LICENSE")?;
    fs::copy(
        root().join("www/core/boundary.d.ts"),
        stage.join("types/boundary.d.ts"),
    )?;
    // Two wasm packages: pkg/, the site's (dist/pkg, reached from the entries like any other file),
    // for the element and `alice-chess/rules` in browsers; and pkg-live/, the same plus the live
    // game (`LiveGame`, the `live-js` feature), for `alice-chess/rules` in Node only — a site's game
    // server. No browser downloads the server's code.
    let site_wasm = dist
        .join("pkg")
        .join(format!("{}_bg.wasm", crate::dist::OUT_NAME));
    println!(
        "npm package wasm (the element's, browsers): {} bytes ({} gzipped)",
        fmt_bytes(fs::metadata(&site_wasm)?.len()),
        fmt_bytes(crate::dist::gzip_len(&fs::read(&site_wasm)?)?)
    );
    let live = stage.join(LIVE_PKG);
    let sizes = crate::dist::wasm_package(&live, &["live-js"], true)?;
    for generated in [
        "package.json",
        "alice_chess.d.ts",
        "alice_chess_bg.wasm.d.ts",
    ] {
        let file = live.join(generated);
        if file.exists() {
            fs::remove_file(file)?;
        }
    }
    println!(
        "npm package wasm (with the live game, Node): {} bytes ({} gzipped)",
        fmt_bytes(fs::metadata(&sizes.wasm)?.len()),
        fmt_bytes(crate::dist::gzip_len(&fs::read(&sizes.wasm)?)?)
    );

    // The stylesheet, then everything the entries reach.
    let style = flatten_css(&root())?;
    fs::create_dir_all(stage.join("www/widget"))?;
    fs::write(stage.join(STYLE_SOURCE), style.module)?;
    for (to, from) in &style.assets {
        let to = stage.join(to);
        fs::create_dir_all(to.parent().expect("a file has a folder"))?;
        fs::copy(dist.join(from), &to).with_context(|| format!("copying {from}"))?;
    }
    let mut files: BTreeSet<String> = BTreeSet::new();
    files.insert("pkg/alice_chess.d.ts".into());
    let mut todo: Vec<String> = ENTRIES.iter().map(|s| s.to_string()).collect();
    todo.push(STYLE_SOURCE.into());
    let mut seen = BTreeSet::new();
    while let Some(file) = todo.pop() {
        if !seen.insert(file.clone()) {
            continue;
        }
        let src = source_of(&stage, &dist, &file);
        let text = fs::read_to_string(&src)
            .with_context(|| format!("{} (reached from the package's entries)", src.display()))?;
        for spec in references(&text) {
            let target = join(&file, &spec)
                .with_context(|| format!("{file}: `{spec}` leaves the package"))?;
            if target.ends_with(".js") {
                todo.push(target);
            } else {
                files.insert(target);
            }
        }
        files.insert(file);
    }
    check_catalogues(&root(), &files)?;
    for file in &files {
        let to = stage.join(file);
        if to.exists() {
            continue; // a template or generated file
        }
        let from = site_source(&dist, file);
        if !from.is_file() {
            bail!(
                "{file} is needed by the package but {} is missing",
                rel(&from)
            );
        }
        fs::create_dir_all(to.parent().expect("a file has a folder"))?;
        fs::copy(&from, &to)?;
    }

    // npm pack
    let npm = which("npm").context("npm not found on PATH (Node.js 20+ with npm is needed)")?;
    let mut cmd = Command::new(npm);
    cmd.current_dir(&stage)
        .args(["pack", "--pack-destination", ".."])
        .args(["--loglevel=warn"]);
    run(&mut cmd)?;
    let tgz = out.join(format!("alice-chess-{version}.tgz"));
    if !tgz.is_file() {
        bail!("npm pack did not write {}", rel(&tgz));
    }
    let (count, unpacked) = tree_size(&stage)?;
    println!(
        "npm package: {} {} bytes ({count} files, {} bytes unpacked)",
        rel(&tgz),
        fmt_bytes(fs::metadata(&tgz)?.len()),
        fmt_bytes(unpacked)
    );
    Ok(Packed { tgz })
}

/// Every language of www/i18n/ is in the package (its board.js reached from i18n.js's loaders): a
/// loader that bundlers and this walk cannot follow (a computed path) would drop a language unseen.
fn check_catalogues(sources: &Path, files: &BTreeSet<String>) -> Result<()> {
    if !files.contains(&format!("{CATALOGUES}/i18n.js")) {
        return Ok(());
    }
    for entry in fs::read_dir(sources.join(CATALOGUES))? {
        let entry = entry?;
        if !entry.path().is_dir() {
            continue;
        }
        let index = format!(
            "{CATALOGUES}/{}/board.js",
            entry.file_name().to_string_lossy()
        );
        if !files.contains(&index) {
            bail!("{index} is not reached from {CATALOGUES}/i18n.js: import each language with a literal path (`import('./fr/board.js')`)");
        }
    }
    Ok(())
}

/// A package file's source: the stage (templates, generated files) first, else `site_source`.
fn source_of(stage: &Path, dist: &Path, file: &str) -> PathBuf {
    let staged = stage.join(file);
    if staged.is_file() {
        staged
    } else {
        site_source(dist, file)
    }
}

/// Where a file of the site comes from: the wasm package (`pkg/…`) from dist/, the rest from the
/// sources (dist/www holds the bundled site, not the modules).
fn site_source(dist: &Path, file: &str) -> PathBuf {
    if file.starts_with("pkg/") {
        dist.join(file)
    } else {
        root().join(file)
    }
}

/// `version = "…"` (or another field) of the root crate's [package] table.
fn crate_field(name: &str) -> Result<Option<String>> {
    let text = fs::read_to_string(root().join("Cargo.toml"))?;
    let mut in_package = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            if in_package && k.trim() == name {
                return Ok(Some(v.trim().trim_matches('"').to_string()));
            }
        }
    }
    Ok(None)
}

/// The relative files a JS module refers to: `import … from './x.js'`, `import './x.js'`,
/// `import('./x.js')`, `new URL('x', import.meta.url)`.
/// Lines that are comments (`//…`, `/* … */` blocks, JSDoc's ` * …`) are skipped.
pub fn references(js: &str) -> Vec<String> {
    let code: String = js
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            !(t.starts_with("//") || t.starts_with("/*") || t.starts_with('*'))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let js = code.as_str();
    let mut out = Vec::new();
    for (marker, any_relative) in [
        ("from ", false),
        ("import ", false),
        ("import(", false),
        ("new URL(", true),
    ] {
        let mut rest = js;
        while let Some(i) = rest.find(marker) {
            rest = &rest[i + marker.len()..];
            let s = rest.trim_start();
            let Some(q) = s.chars().next().filter(|c| matches!(c, '\'' | '"')) else {
                continue;
            };
            let Some(end) = s[1..].find(q) else { continue };
            let spec = &s[1..1 + end];
            let after = s[1 + end + 1..].trim_start();
            let relative = spec.starts_with("./") || spec.starts_with("../");
            let plain = any_relative
                && !spec.is_empty()
                && !spec.contains(':')
                && !spec.starts_with('/')
                && !spec.contains(['…', '$', '{', ' ']);
            if marker == "new URL(" && !after.starts_with(", import.meta.url") {
                continue;
            }
            if relative || plain {
                out.push(spec.to_string());
            }
        }
    }
    out
}

/// `file`'s folder joined with a relative `spec`, normalised (`www/core/../pkg/x.js` →
/// `www/pkg/x.js`); None if it climbs out of the package.
pub fn join(file: &str, spec: &str) -> Option<String> {
    let mut parts: Vec<&str> = file.split('/').collect();
    parts.pop();
    for seg in spec.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// The flattened stylesheet as a module, and the image files it uses: (package path under
/// STYLE_ASSETS, path under dist/).
struct Style {
    module: String,
    assets: Vec<(String, String)>,
}

fn flatten_css(sources: &Path) -> Result<Style> {
    let mut assets = BTreeMap::new();
    let mut css = String::new();
    inline_css(sources, STYLE_ENTRY, &mut css, &mut assets, &mut Vec::new())?;
    let mut module = String::from(
        "// Generated by `cargo xtask package` from www/widget/widget.css and the stylesheets it imports:\n\
         // the <alice-chess> stylesheet as text (style.js adopts it into each shadow root), and its images\n\
         // as `new URL('…', import.meta.url)`, which bundlers (Vite, webpack 5) follow and keep.\n\n\
         const ASSETS = {\n",
    );
    for key in assets.keys() {
        module.push_str(&format!(
            "  {}: new URL({}, import.meta.url).href,\n",
            serde_json::to_string(key)?,
            single_quoted(key)
        ));
    }
    module.push_str("};\n\nconst TEXT = ");
    module.push_str(&serde_json::to_string(&css)?);
    module.push_str(
        ";\n\n/** @type {{url: string|null, text: string|null}} */\n\
         export const STYLE = {\n  url: null,\n  text: TEXT.replace(/@asset\\(([^)]+)\\)/g, (_, key) => `url(${JSON.stringify(ASSETS[key])})`),\n};\n",
    );
    let files = assets
        .iter()
        .map(|(key, source)| {
            Ok((
                join(STYLE_SOURCE, key).context("an image outside the package")?,
                source.clone(),
            ))
        })
        .collect::<Result<_>>()?;
    Ok(Style {
        module,
        assets: files,
    })
}

fn single_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// Appends `file` (a path under `sources`, the workspace root) to `out` with its @imports inlined, comments dropped, and
/// each `url(…)` replaced by `@asset(key)` (key: the image's path relative to STYLE_SOURCE).
fn inline_css(
    dist: &Path,
    file: &str,
    out: &mut String,
    assets: &mut BTreeMap<String, String>,
    stack: &mut Vec<String>,
) -> Result<()> {
    if stack.iter().any(|f| f == file) {
        bail!("{file} imports itself (through {})", stack.join(" → "));
    }
    stack.push(file.to_string());
    let text = fs::read_to_string(dist.join(file)).with_context(|| format!("reading {file}"))?;
    let text = strip_comments(&text);
    let mut rest = text.as_str();
    while !rest.is_empty() {
        let import = rest.find("@import");
        let url = rest.find("url(");
        match (import, url) {
            (Some(i), u) if u.is_none_or(|u| i < u) => {
                out.push_str(&rest[..i]);
                let end = rest[i..].find(';').context("@import without ;")? + i;
                let spec = url_in(&rest[i + 7..end]).context("@import without a URL")?;
                let target = join(file, &spec).context("@import leaves dist/")?;
                out.push_str(&format!("/* {target} */\n"));
                inline_css(dist, &target, out, assets, stack)?;
                rest = &rest[end + 1..];
            }
            (_, Some(u)) => {
                out.push_str(&rest[..u]);
                let end = rest[u..].find(')').context("url( without )")? + u;
                let spec = url_in(&rest[u..=end]).context("an empty url()")?;
                if spec.starts_with("data:") || spec.starts_with('#') {
                    out.push_str(&rest[u..=end]);
                } else {
                    let target = join(file, &spec).context("url() leaves dist/")?;
                    let key = relative_to(STYLE_SOURCE, &asset_path(&target));
                    assets.insert(key.clone(), target);
                    out.push_str(&format!("@asset({key})"));
                }
                rest = &rest[end + 1..];
            }
            _ => {
                out.push_str(rest);
                rest = "";
            }
        }
    }
    out.push('\n');
    stack.pop();
    Ok(())
}

/// An image's package path: `www/pieces/A-wK.svg` → `www/widget/assets/pieces-A-wK.svg`.
fn asset_path(target: &str) -> String {
    let name = target
        .strip_prefix("www/")
        .unwrap_or(target)
        .replace('/', "-");
    format!("{STYLE_ASSETS}/{name}")
}

/// The URL of `url('x')`, `url("x")`, `url(x)`, `'x'` or `"x"`.
fn url_in(s: &str) -> Option<String> {
    let s = s.trim();
    let s = s
        .strip_prefix("url(")
        .map(|r| r.trim_end().trim_end_matches(')'))
        .unwrap_or(s)
        .trim();
    let s = s.trim_matches(|c| c == '\'' || c == '"');
    (!s.is_empty()).then(|| s.to_string())
}

fn strip_comments(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        match rest[i + 2..].find("*/") {
            Some(j) => rest = &rest[i + 2 + j + 2..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out
}

/// `target` (a package path) relative to the folder of `from` (a package path), with ./ or ../.
fn relative_to(from: &str, target: &str) -> String {
    let base: Vec<&str> = from.split('/').collect();
    let base = &base[..base.len() - 1];
    let t: Vec<&str> = target.split('/').collect();
    let common = base.iter().zip(&t).take_while(|(a, b)| a == b).count();
    let mut parts = vec![".."; base.len() - common];
    if parts.is_empty() {
        parts.push(".");
    }
    parts.extend(&t[common..]);
    parts.join("/")
}

fn copy_tree(src: &Path, dst: &Path) -> Result<()> {
    fs::create_dir_all(dst)?;
    for entry in fs::read_dir(src)? {
        let entry = entry?;
        let to = dst.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &to)?;
        } else {
            fs::copy(entry.path(), &to)?;
        }
    }
    Ok(())
}

fn tree_size(dir: &Path) -> Result<(usize, u64)> {
    let (mut n, mut bytes) = (0, 0);
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            let (a, b) = tree_size(&entry.path())?;
            n += a;
            bytes += b;
        } else {
            n += 1;
            bytes += entry.metadata()?.len();
        }
    }
    Ok((n, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_relative_references() {
        let js = "import init, * as b from '../../pkg/alice_chess.js';\nimport './x.js';\n\
                  export { A } from \"./a.js\";\nimport { y } from 'node:fs';\n\
                  const u = new URL('alice_chess_bg.wasm', import.meta.url);\n\
                  new URL('./w.js', import.meta.url); new URL(v, import.meta.url); new URL('…', import.meta.url);\n\
                  // import './comment.js';\n * new URL('doc.wasm', import.meta.url)\n\
                  const LOADERS = { fr: () => import('./fr/index.js'), de: () => import(`./${c}/x.js`) };";
        assert_eq!(
            references(js),
            [
                "../../pkg/alice_chess.js",
                "./a.js",
                "./x.js",
                "./fr/index.js",
                "alice_chess_bg.wasm",
                "./w.js"
            ]
        );
    }

    #[test]
    fn joins_and_relativises() {
        assert_eq!(
            join("www/core/wasm.js", "../../pkg/a.js").as_deref(),
            Some("pkg/a.js")
        );
        assert_eq!(join("www/a.js", "../../x.js"), None);
        assert_eq!(
            relative_to("www/widget/s.js", "www/pieces/A-wK.svg"),
            "../pieces/A-wK.svg"
        );
        assert_eq!(
            relative_to("www/widget/s.js", "www/widget/icons/flip.svg"),
            "./icons/flip.svg"
        );
        assert_eq!(
            relative_to(STYLE_SOURCE, &asset_path("www/pieces/A-wK.svg")),
            "./assets/pieces-A-wK.svg"
        );
        assert_eq!(
            asset_path("www/widget/icons/flip.svg"),
            "www/widget/assets/widget-icons-flip.svg"
        );
        assert_eq!(url_in(" url('a b.svg') ").as_deref(), Some("a b.svg"));
        assert_eq!(url_in("\"x.css\"").as_deref(), Some("x.css"));
    }
}
