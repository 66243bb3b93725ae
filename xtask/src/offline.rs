//! The page's service worker: `dist/sw.js`, written by `cargo xtask build` from the template
//! `www/offline/service-worker.js` with its manifest filled in — every file of the built site (the
//! pages, the bundles and chunks, the wasm, the engine worker, the stylesheets and their images,
//! pieces, puzzles, the demos) and a version made from their contents, so that any change to any
//! file makes a new version (a new cache). Left out: the precompressed twins (.br, .gz: the
//! browser asks for the file and the server picks), source maps, the wasm package of dist/pkg
//! (no page loads it: the bundles carry it), the build's report.

use anyhow::{bail, Context, Result};
use std::fs;
use std::path::Path;

/// The template, relative to the workspace root.
const TEMPLATE: &str = "www/offline/service-worker.js";
/// Where the worker goes: beside index.html, so that its scope is the whole page.
const OUTPUT: &str = "sw.js";
/// The template's manifest line, replaced by the real one.
const MANIFEST_LINE: &str =
    "const MANIFEST = { version: 'dev', files: /** @type {string[]} */ ([]) }; // filled in by cargo xtask build";

/// Files no page loads: sources of tools, docs, types, the template itself.
fn wanted(rel: &str) -> bool {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    !(rel == OUTPUT
        || rel == TEMPLATE
        || rel == "build.json"
        || rel.starts_with("npm/")
        || rel.starts_with("pkg/")
        || rel.starts_with("pkg-solve/")
        || name.ends_with(".br")
        || name.ends_with(".gz")
        || name.ends_with(".map")
        || name.ends_with(".d.ts")
        || name.ends_with(".md")
        || name.ends_with(".mjs")
        || name == "package.json"
        || name.starts_with('.'))
}

/// Write dist/sw.js; returns the version and the number of files it caches.
pub fn write_service_worker(dist: &Path) -> Result<(String, usize)> {
    let template = fs::read_to_string(crate::util::root().join(TEMPLATE))
        .with_context(|| format!("reading the service worker template {TEMPLATE}"))?;
    if !template.contains(MANIFEST_LINE) {
        bail!("{TEMPLATE} lost its manifest line ({MANIFEST_LINE})");
    }
    let mut files = Vec::new();
    collect(dist, dist, &mut files)?;
    files.retain(|f| wanted(f));
    files.sort();
    let mut hash = Fnv::new();
    for file in &files {
        hash.write(file.as_bytes());
        hash.write(&fs::read(dist.join(file))?);
    }
    hash.write(template.as_bytes());
    let version = format!("{:016x}", hash.0);
    let list = files
        .iter()
        .map(|f| format!("{f:?}"))
        .collect::<Vec<_>>()
        .join(", ");
    let manifest = format!(
        "const MANIFEST = {{ version: '{version}', files: /** @type {{string[]}} */ ([{list}]) }}; // written by cargo xtask build"
    );
    fs::write(
        dist.join(OUTPUT),
        template.replace(MANIFEST_LINE, &manifest),
    )?;
    Ok((version, files.len()))
}

/// Every file under `dir`, as a path relative to `root` with `/` separators.
fn collect(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let ty = fs::metadata(&path)?; // follows symlinks (a dev dist/ may link to the sources)
        if ty.is_dir() {
            collect(root, &path, out)?;
        } else if ty.is_file() {
            let rel = path.strip_prefix(root)?;
            let parts: Vec<_> = rel.iter().map(|p| p.to_string_lossy()).collect();
            out.push(parts.join("/"));
        }
    }
    Ok(())
}

/// FNV-1a, 64 bits: a stable hash (the same files give the same version on every machine).
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_out_what_the_page_never_loads() {
        assert!(wanted("index.html"));
        assert!(wanted("www/alice_chess_bg-AB12CD34.wasm"));
        assert!(wanted("www/main-AB12CD34.js"));
        assert!(!wanted("www/main-AB12CD34.js.map"));
        assert!(!wanted("www/main-AB12CD34.js.br"));
        assert!(!wanted("www/main-AB12CD34.js.gz"));
        assert!(!wanted("pkg/alice_chess_bg.wasm"));
        assert!(!wanted("build.json"));
        assert!(!wanted("sw.js"));
        assert!(!wanted(TEMPLATE));
        assert!(!wanted("www/pieces/gen.mjs"));
        assert!(!wanted("www/core/boundary.d.ts"));
        assert!(!wanted("pkg/package.json"));
        assert!(
            wanted("www/demo/demo.css"),
            "embed.html's demo works offline too"
        );
    }

    #[test]
    fn the_version_follows_the_contents() {
        let mut a = Fnv::new();
        a.write(b"x");
        let mut b = Fnv::new();
        b.write(b"y");
        assert_ne!(a.0, b.0);
    }
}
