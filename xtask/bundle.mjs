// The production build of the site, run by `cargo xtask build` after wasm-bindgen has written
// dist/pkg/: `node xtask/bundle.mjs site ROOT DIST` bundles the page, the <alice-chess> module, the
// engine worker and the stylesheets with esbuild (minified, ESM code splitting, content-hashed
// names, source maps beside), copies the static files (pieces, icons, puzzles, the demos), and
// writes the HTML pages with their hashed addresses and `modulepreload` hints;
// `node xtask/bundle.mjs compress DIST` (after the xtask has written dist/sw.js) writes a .br and
// a .gz beside every text file and the wasm.
//
// Layout of dist/ (served as it is by `cargo xtask serve`):
//   index.html embed.html sw.js       the pages and the service worker (never cached: no-cache)
//   www/NAME-HASH.js|css|wasm          entries and shared chunks, one flat folder, so that an
//                                      address made with `new URL('./x', import.meta.url)` is right
//                                      from whichever chunk the code ends up in (immutable)
//   www/pieces/…/NAME-HASH.svg …       images the stylesheets use, hashed (immutable), beside
//                                      the plain copies
//   www/alice-chess.js                 the <alice-chess> module at its stable address (no-cache);
//                                      it imports the hashed chunks beside it
//   www/pieces/ www/icons/ www/puzzles/ www/demo/ …   static files at their old addresses
//   pkg/                               the wasm package (Node tests, the npm package; no page
//                                      loads it)
//   build.json                         what was built: entries → files, the preloads of each screen

import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/** Files under www/ that a bundle carries (never copied as they are). */
const BUNDLED = /\.(js|css)$/;
/** Never copied: types, tools' scripts, docs, npm manifests, the worker's template. */
const NEVER = /(\.d\.ts|\.mjs|\.md|(^|\/)package\.json|(^|\/)\.[^/]*)$/;
/** Folders whose scripts are copied as they are (the demos import nothing but www/alice-chess.js
 * by its address, and online-page.js shows online-host.js's text). */
const COPIED_SCRIPTS = ['www/demo/'];
const TEMPLATE = 'www/offline/service-worker.js';
/** Extensions compressed by `compress`. */
const COMPRESSED = /\.(html|js|css|svg|json|map|webmanifest|wasm|txt)$/;

/** The JS entries, each bundled on its own (ESM, split into the chunks it shares with its dynamic
 * imports): the page, and the <alice-chess> module for other sites. Built together, the element
 * imported seven small chunks it shared with the page (seven requests on a site that embeds it);
 * apart, it imports one. The page and the element never run on the same page. */
const ENTRIES = [{ main: 'www/main.js' }, { 'alice-chess': 'www/alice-chess.js' }];
/** The stylesheets linked by the pages or by the modules. */
const STYLES = [
  'www/base.css',
  'www/board/board.css',
  'style.css',
  'www/analysis/analysis.css',
  'www/editor/editor.css',
  'www/solve/solve.css',
  'www/puzzles/puzzles.css',
  'www/learn/lessons.css',
  'www/online/online.css',
  'www/widget/widget.css',
  'www/frame/frame.css',
];
/** The page's stylesheets: those index.html links and each screen's own (linked by
 * shell/first-paint.js); the rest are the element's and the frame's. */
const PAGE_STYLES = STYLES.filter((f) => !f.startsWith('www/widget/') && !f.startsWith('www/frame/'));
/** Images the page's stylesheets carry inside: the icons and the default pieces. */
const INLINED = /^www\/(icons\/[^/]+|pieces\/[AB]-[wb][KQRBNP])\.svg$/;
/** Each screen's own modules, imported by shell/screens.js when it opens (and by main.js for the
 * iframe route): preloaded by the first-paint script. */
const SCREENS = {
  play: [],
  analysis: ['www/analysis/screen.js'],
  editor: ['www/editor/screen.js'],
  solve: ['www/solve/screen.js'],
  puzzles: ['www/puzzles/screen.js'],
  learn: ['www/learn/screen.js'],
  embed: ['www/frame/frame.js'],
  online: ['www/online/screen.js'],
  watch: ['www/online/screen.js'],
  game: ['www/online/screen.js', 'www/online/game.js'],
};
/** The languages besides English (bundled with the page): www/i18n/CODE/index.js each. */
const LANGUAGES = ['fr', 'es', 'de', 'ru', 'it', 'pt'];
/** The pages whose addresses are rewritten. */
const PAGES = ['index.html', 'embed.html', 'www/demo/online.html'];

const hash8 = (bytes) =>
  crypto.createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/** `a/b.css` with a `-HASH` before the extension. */
const hashedName = (file, bytes) => {
  const ext = path.extname(file);
  return `${path.basename(file, ext)}-${hash8(bytes)}${ext}`;
};

const posix = (p) => p.split(path.sep).join('/');

/**
 * @param {string} root  the workspace
 * @param {string} dist  dist/ (holds pkg/ already)
 */
async function site(root, dist) {
  const www = path.join(dist, 'www');
  fs.mkdirSync(www, { recursive: true });
  const outputs = {}; // source path (from root) → output path (from dist)

  // 1. The wasm, hashed, beside the chunks.
  const wasmBytes = fs.readFileSync(path.join(dist, 'pkg/alice_chess_bg.wasm'));
  const wasmName = hashedName('alice_chess_bg.wasm', wasmBytes);
  fs.writeFileSync(path.join(www, wasmName), wasmBytes);
  outputs['pkg/alice_chess_bg.wasm'] = `www/${wasmName}`;
  // The problem solver's wasm (dist/pkg-solve: the solver screen's worker loads it, nothing else).
  const solverBytes = fs.readFileSync(path.join(dist, 'pkg-solve/alice_chess_bg.wasm'));
  const solverName = hashedName('alice_chess_solve_bg.wasm', solverBytes);
  fs.writeFileSync(path.join(www, solverName), solverBytes);
  outputs['pkg-solve/alice_chess_bg.wasm'] = `www/${solverName}`;

  // 2. The stylesheets (their images become hashed assets). The page's own stylesheets carry
  // their icons and the default pieces inside (data: addresses): fourteen requests fewer before
  // the board shows, and the pieces drawn with the first paint. The other piece set stays apart
  // (fetched when chosen), and so do the element's and the frame's stylesheets: a site that
  // embeds the board need not allow data: images.
  const inline = {
    name: 'inline-images',
    setup(build) {
      build.onLoad({ filter: /\.svg$/ }, (args) => {
        const rel = posix(path.relative(root, args.path));
        if (!INLINED.test(rel)) return undefined;
        return { contents: fs.readFileSync(args.path), loader: 'dataurl' };
      });
    },
  };
  const styleBuilds = [];
  for (const [group, plugins] of [
    [PAGE_STYLES, [inline]],
    [STYLES.filter((f) => !PAGE_STYLES.includes(f)), []],
  ]) {
    styleBuilds.push(
      await esbuild.build({
        absWorkingDir: root,
        entryPoints: group,
        plugins,
        bundle: true,
        minify: true,
        sourcemap: 'linked',
        // The images keep their folders, hashed (www/pieces/modern/A-wK-HASH.svg), beside the
        // plain copies that the pages and the manifest name.
        outbase: '.',
        outdir: dist,
        entryNames: 'www/[name]-[hash]',
        assetNames: '[dir]/[name]-[hash]',
        loader: { '.svg': 'file', '.png': 'file', '.webp': 'file', '.woff2': 'file' },
        metafile: true,
        logLevel: 'warning',
      }),
    );
  }
  for (const [out, info] of styleBuilds.flatMap((b) => Object.entries(b.metafile.outputs))) {
    if (info.entryPoint) outputs[info.entryPoint] = posix(path.relative(dist, path.join(root, out)));
  }

  // Addresses that the modules make with `new URL('…', import.meta.url)`: esbuild does not follow
  // them, so they are pointed at the hashed files here (every output is in one folder).
  const relocated = (file) => `./${path.basename(outputs[file])}`;
  /** @type {{file: string, from: string, to: () => string}[]} */
  const rewrites = [
    { file: '<dist>/pkg/alice_chess.js', from: "new URL('alice_chess_bg.wasm', import.meta.url)", to: () => `new URL('${relocated('pkg/alice_chess_bg.wasm')}', import.meta.url)` },
    { file: '<dist>/pkg-solve/alice_chess.js', from: "new URL('alice_chess_bg.wasm', import.meta.url)", to: () => `new URL('${relocated('pkg-solve/alice_chess_bg.wasm')}', import.meta.url)` },
    { file: 'www/solve/solve-client.js', from: "new URL('./solve-worker.js', import.meta.url)", to: () => `new URL('${relocated('www/solve/solve-worker.js')}', import.meta.url)` },
    { file: 'www/widget/style-source.js', from: "new URL('./widget.css', import.meta.url)", to: () => `new URL('${relocated('www/widget/widget.css')}', import.meta.url)` },
    { file: 'www/frame/frame.js', from: "new URL('./frame.css', import.meta.url)", to: () => `new URL('${relocated('www/frame/frame.css')}', import.meta.url)` },
    { file: 'www/core/engine-client.js', from: "new URL('./engine-worker.js', import.meta.url)", to: () => `new URL('${relocated('www/core/engine-worker.js')}', import.meta.url)` },
    { file: 'www/core/engine-client.js', from: "const WORKER_FILE = './engine-worker.js';", to: () => `const WORKER_FILE = '${relocated('www/core/engine-worker.js')}';` },
  ];
  /** Modules (absolute paths) that every module in `ahead` imports first: see step 4. */
  const ahead = { files: new Set(), imports: /** @type {string[]} */ ([]) };
  const relocate = {
    name: 'relocate',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const rel = posix(path.relative(root, args.path));
        const mine = rewrites.filter((r) => r.file === rel || path.join(dist, r.file.replace('<dist>/', '')) === args.path);
        const first = ahead.files.has(args.path);
        if (mine.length === 0 && !first) return undefined;
        let text = fs.readFileSync(args.path, 'utf8');
        for (const r of mine) {
          if (!text.includes(r.from)) throw new Error(`${rel} no longer contains ${r.from}: update xtask/bundle.mjs`);
          text = text.split(r.from).join(r.to());
        }
        if (first) text += ahead.imports.map((m) => `\nimport ${JSON.stringify(m)};`).join('');
        return { contents: text, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    format: 'esm',
    target: ['es2022'],
    outdir: www,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [relocate],
  };
  // The wasm glue sits in dist/pkg; the sources import it as ../../pkg/alice_chess.js from www/core.
  const pkgGlue = {
    name: 'pkg',
    setup(build) {
      build.onResolve({ filter: /\/pkg\/alice_chess\.js$/ }, () => ({ path: path.join(dist, 'pkg/alice_chess.js') }));
      build.onResolve({ filter: /\/pkg-solve\/alice_chess\.js$/ }, () => ({ path: path.join(dist, 'pkg-solve/alice_chess.js') }));
    },
  };
  common.plugins = [pkgGlue, relocate];

  // 3. The engine worker: its own bundle (the page refers to it by its hashed name).
  const worker = await esbuild.build({ ...common, entryPoints: { 'engine-worker': 'www/core/engine-worker.js' } });
  for (const [out, info] of Object.entries(worker.metafile.outputs)) {
    if (info.entryPoint) outputs['www/core/engine-worker.js'] = posix(path.relative(dist, path.join(root, out)));
  }
  // The problem solver's worker, the same way (with the solver's wasm).
  const solveWorker = await esbuild.build({ ...common, entryPoints: { 'solve-worker': 'www/solve/solve-worker.js' } });
  for (const [out, info] of Object.entries(solveWorker.metafile.outputs)) {
    if (info.entryPoint) outputs['www/solve/solve-worker.js'] = posix(path.relative(dist, path.join(root, out)));
  }

  // 4. The page and the element, split into shared chunks.
  //
  // esbuild puts a module in the chunk of the set of entries (the page, and every import() target)
  // that reach it: the modules the page loads before it starts came out in ten chunks (one per set
  // of screens sharing them), ten requests where one does. But every screen is imported by the page
  // after it has started, when those modules are all loaded: so every import() target of the page
  // is built again importing them all (no code moves, nothing runs twice), which makes their sets
  // equal — one chunk.
  const builds = [];
  for (const entryPoints of ENTRIES) {
    let built = await esbuild.build({ ...common, entryPoints, splitting: true });
    if (entryPoints.main) {
      const outs = built.metafile.outputs;
      const file = (out) => posix(path.relative(dist, path.join(root, out)));
      const byFile = Object.fromEntries(Object.entries(outs).map(([out, info]) => [file(out), info]));
      const mainOut = Object.keys(byFile).find((f) => byFile[f].entryPoint === 'www/main.js');
      const before = new Set();
      const walk = (f) => {
        for (const i of byFile[f].imports) {
          const dep = file(i.path);
          if (i.kind === 'import-statement' && !i.external && !before.has(dep)) {
            before.add(dep);
            walk(dep);
          }
        }
      };
      walk(mainOut);
      const shared = [...before].flatMap((f) => Object.keys(byFile[f].inputs));
      ahead.imports = shared.map((p) => path.resolve(root, p));
      ahead.files = new Set(
        Object.values(byFile)
          .filter((info) => info.entryPoint && info.entryPoint !== 'www/main.js')
          .map((info) => path.resolve(root, info.entryPoint)),
      );
      built = await esbuild.build({ ...common, entryPoints, splitting: true });
      ahead.files = new Set();
    }
    builds.push(built);
  }
  const graph = {}; // output (from dist) → its static imports (from dist)
  const dynamic = {}; // output → its dynamic imports
  const sources = {}; // output → the sources in it (from root)
  for (const [out, info] of builds.flatMap((b) => Object.entries(b.metafile.outputs))) {
    const file = posix(path.relative(dist, path.join(root, out)));
    if (file.endsWith('.map')) continue;
    const fromDist = (p) => posix(path.relative(dist, path.join(root, p)));
    graph[file] = info.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => fromDist(i.path));
    dynamic[file] = info.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => fromDist(i.path));
    sources[file] = Object.keys(info.inputs).map(posix);
    if (info.entryPoint) outputs[posix(info.entryPoint)] = file;
  }
  /** Every chunk `file` needs before it runs (its static imports, transitively). */
  const closure = (file, seen = new Set()) => {
    for (const dep of graph[file] ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        closure(dep, seen);
      }
    }
    return seen;
  };
  // The element's stable address: the same module, beside its chunks.
  const element = outputs['www/alice-chess.js'];
  fs.copyFileSync(path.join(dist, element), path.join(www, 'alice-chess.js'));
  const stable = { 'www/alice-chess.js': 'www/alice-chess.js' };

  // 5. The first-paint script (classic, runs before any paint), with the table of what each
  // screen and each language imports first: preloaded in the first round of requests.
  const firstChunks = new Set([outputs['www/main.js'], ...closure(outputs['www/main.js'])]);
  const need = (sourcesOf) => {
    const files = new Set();
    for (const source of sourcesOf) {
      const out = outputs[source];
      if (!out) throw new Error(`${source} is not a chunk of its own: update xtask/bundle.mjs`);
      for (const f of [out, ...closure(out)]) if (!firstChunks.has(f)) files.add(f);
    }
    return [...files];
  };
  const table = {
    screens: Object.fromEntries(Object.entries(SCREENS).map(([screen, sourcesOf]) => [screen, need(sourcesOf)])),
    languages: Object.fromEntries(LANGUAGES.map((code) => [code, need([`www/i18n/${code}/index.js`])])),
    words: await firstWords(root, www),
    styles: screenStyles(root, outputs),
  };
  rewrites.push({
    file: 'www/shell/first-paint.js',
    from: '(null); // filled in by cargo xtask build',
    to: () => `(${JSON.stringify(table)}); // written by cargo xtask build`,
  });
  const firstPaint = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'first-paint': 'www/shell/first-paint.js' },
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    format: 'iife',
    outdir: www,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [relocate],
  });
  for (const [out, info] of Object.entries(firstPaint.metafile.outputs)) {
    if (info.entryPoint) outputs['www/shell/first-paint.js'] = posix(path.relative(dist, path.join(root, out)));
  }

  // 6. Static files at their addresses.
  const copied = copyStatic(root, dist);

  // 7. The pages.
  for (const pageFile of PAGES) {
    const src = path.join(root, pageFile);
    if (!fs.existsSync(src)) continue;
    const html = rewritePage(fs.readFileSync(src, 'utf8'), pageFile, outputs, stable, closure);
    fs.mkdirSync(path.dirname(path.join(dist, pageFile)), { recursive: true });
    fs.writeFileSync(path.join(dist, pageFile), html);
  }

  const report = { outputs, stable, preload: table, graph, dynamic, sources, copied: copied.length };
  fs.writeFileSync(path.join(dist, 'build.json'), `${JSON.stringify(report, null, 1)}\n`);
  const size = (f) => fs.statSync(path.join(dist, f)).size;
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  const first = [outputs['www/main.js'], ...closure(outputs['www/main.js'])];
  const firstGz = first.reduce((n, f) => n + gz(f), 0);
  console.log(
    `bundled: ${Object.keys(graph).length} modules (${first.length} before the page starts, ${firstGz} bytes gzipped), ` +
      `${STYLES.length} stylesheets, the worker (${size(outputs['www/core/engine-worker.js'])} bytes); ${copied.length} static files copied`,
  );
}

/**
 * The built name of each screen's stylesheet that shell/first-paint.js links (its SCREEN_STYLES).
 * @returns {Record<string, string>} source → built file (from dist)
 */
function screenStyles(root, outputs) {
  const source = fs.readFileSync(path.join(root, 'www/shell/first-paint.js'), 'utf8');
  const styles = {};
  for (const [, file] of source.matchAll(/'(www\/[\w/-]+\.css)'/g)) {
    if (!outputs[file]) throw new Error(`shell/first-paint.js links ${file}, which is not built: add it to STYLES in xtask/bundle.mjs`);
    styles[file] = outputs[file];
  }
  return styles;
}

/**
 * For each language but English, www/words-LANG-HASH.js: the messages of every key the page's
 * markup (index.html) names, as a classic script calling `__aliceFirstWords(words)` (see
 * shell/first-paint.js, which loads the one of the page's language before the body is read).
 * @returns {Promise<Record<string, string>>} language → file (from dist)
 */
async function firstWords(root, www) {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const keys = [...new Set([...html.matchAll(/\sdata-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]))].sort();
  const files = {};
  for (const code of LANGUAGES) {
    const { default: catalogue } = await import(pathToFileURL(path.join(root, `www/i18n/${code}/index.js`)).href);
    const words = {};
    for (const key of keys) {
      // Plural forms and placeholders are never the markup's (it is worded without parameters).
      if (typeof catalogue[key] === 'string') words[key] = catalogue[key];
    }
    const text = `__aliceFirstWords(${JSON.stringify(words)});\n`;
    const name = hashedName(`words-${code}.js`, Buffer.from(text));
    fs.writeFileSync(path.join(www, name), text);
    files[code] = `www/${name}`;
  }
  return files;
}

/**
 * The page with its scripts and stylesheets pointed at the built files, and a modulepreload
 * for every chunk a module script imports before it runs.
 * @param {string} html
 * @param {string} pageFile  its path from the root
 */
function rewritePage(html, pageFile, outputs, stable, closure) {
  const dir = path.posix.dirname(pageFile);
  const fromPage = (file) => path.posix.relative(dir, file) || path.posix.basename(file);
  /** The file a reference points at ({address, built}: the stable address if it has one, and the
   * built file whose imports it runs), or null for what the build does not make. */
  const target = (ref) => {
    if (/^[a-z]+:|^\/\/|^#|^data:/i.test(ref)) return null;
    const [p] = ref.split(/[?#]/);
    const source = path.posix.normalize(path.posix.join(dir, p));
    const built = outputs[source];
    return built ? { address: stable[source] ?? built, built } : null;
  };
  const preloaded = new Set();
  // A source modulepreload is dropped: the script tag below brings its own, for the built files.
  html = html.replace(/[ \t]*<link rel="modulepreload" href="[^"]*">\n?/g, '');
  html = html.replace(/<(script|link)\b([^>]*?)\b(src|href)="([^"]*)"([^>]*)>/g, (tag, name, before, attr, ref, after) => {
    const out = target(ref);
    if (!out) return tag;
    let rewritten = `<${name}${before}${attr}="${fromPage(out.address)}"${after}>`;
    if (name === 'script' && /type="module"/.test(tag)) {
      const hints = [...closure(out.built)]
        .filter((f) => !preloaded.has(f))
        .map((f) => {
          preloaded.add(f);
          return `<link rel="modulepreload" href="${fromPage(f)}">\n`;
        });
      preloaded.add(out.built);
      rewritten = `${hints.join('')}${rewritten}`;
    }
    return rewritten;
  });
  return html;
}

/** Copies www/'s files that no bundle carries (images, sounds, JSON, the demos' scripts). */
function copyStatic(root, dist) {
  const copied = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const file = `${rel}/${entry.name}`;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (NEVER.test(file) || file === TEMPLATE) continue;
      if (BUNDLED.test(file) && !COPIED_SCRIPTS.some((d) => file.startsWith(d))) continue;
      if (PAGES.includes(file)) continue;
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(dist, file));
      copied.push(file);
    }
  };
  walk('www');
  return copied;
}

/** A .br and a .gz beside every text file (and the wasm) of dist/, but pkg/ and npm/. */
function compress(dist) {
  let count = 0;
  let raw = 0;
  let br = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = posix(path.relative(dist, full));
      if (entry.isDirectory()) {
        if (rel !== 'pkg' && rel !== 'pkg-solve' && rel !== 'npm') walk(full);
        continue;
      }
      if (!COMPRESSED.test(entry.name)) continue;
      const bytes = fs.readFileSync(full);
      const b = zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      const g = zlib.gzipSync(bytes, { level: 9 });
      fs.writeFileSync(`${full}.br`, b);
      fs.writeFileSync(`${full}.gz`, g);
      count += 1;
      raw += bytes.length;
      br += b.length;
    }
  };
  walk(dist);
  console.log(`precompressed ${count} files: ${raw} bytes → ${br} bytes brotli`);
}

const [task, ...args] = process.argv.slice(2);
if (task === 'site') {
  await site(path.resolve(args[0]), path.resolve(args[1]));
} else if (task === 'compress') {
  compress(path.resolve(args[0]));
} else {
  console.error('usage: node xtask/bundle.mjs site ROOT DIST | compress DIST');
  process.exit(2);
}
