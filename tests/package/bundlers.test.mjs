// The npm package through each bundler a site may use — Vite, webpack 5, Rollup, esbuild — as a
// new user would: the app in tests/package/app (a strict CSP) in a temporary project with the
// packed .tgz installed, built by the bundler (installed in tests/package/<bundler> from its
// committed lock), its output served under /assets/ (not the site root; Vite's at the root, its
// files in /assets/ as the README's recipe has it), and opened in Chromium:
// the board is drawn with its styles, pieces and icons, and the computer answers a move — so the
// bundler kept the stylesheet and its images, the wasm and the engine worker (with its wasm), with
// no file copied by hand. Each build must print no warning, minify, and emit a wasm within the
// browsers' budget without the live game.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectWithPackage, runIn, serveStatic } from './helpers.mjs';
import { launchBrowser, newPage, assertNoErrors } from '../e2e/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the app is served: not the site root. */
const BASE = '/assets/';

/** @type {Array<() => unknown>} */
const cleanups = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

/**
 * The bundler's installed folder (tests/package/<name>, installed by the xtask from its lock).
 * @param {string} name
 */
function toolDir(name) {
  const dir = path.join(here, name);
  assert.ok(fs.existsSync(path.join(dir, 'node_modules')), `${dir}/node_modules exists (the xtask installs tests/package/${name} from its lock)`);
  return dir;
}

/** @param {string} file  an absolute path, as an import specifier */
const spec = (file) => JSON.stringify(pathToFileURL(file).href);

/**
 * Each bundler: the build script written into the project (it prints every warning, as the
 * bundler words it, and fails on an error) and the folder it writes.
 * @type {Record<string, (tool: string) => string>}
 */
const BUILDS = {
  vite: (tool) => `
import { build } from ${spec(path.join(tool, 'node_modules/vite/dist/node/index.js'))};
// The README's recipe: base '/' (where dist/ is served); Vite puts the files in dist/assets/.
await build({ root: process.cwd(), base: '/', logLevel: 'warn', build: { target: 'es2022', outDir: 'dist' } });
`,
  webpack: (tool) => `
import webpack from ${spec(path.join(tool, 'node_modules/webpack/lib/index.js'))};
import fs from 'node:fs';
const config = {
  mode: 'production',
  context: process.cwd(),
  entry: './main.js',
  output: { path: process.cwd() + '/dist', filename: 'main.js', publicPath: 'auto', clean: true },
  resolve: { modules: [process.cwd() + '/node_modules'] },
  experiments: { topLevelAwait: true },
  performance: { hints: false },
};
const stats = await new Promise((resolve, reject) => webpack(config, (err, s) => (err ? reject(err) : resolve(s))));
const info = stats.toJson({ all: false, warnings: true, errors: true });
for (const w of info.warnings) console.error('WARNING', w.message);
for (const e of info.errors) console.error('ERROR', e.message);
if (stats.hasErrors()) process.exit(1);
fs.copyFileSync('index.html', 'dist/index.html');
`,
  rollup: (tool) => `
import { rollup } from ${spec(path.join(tool, 'node_modules/rollup/dist/es/rollup.js'))};
import { nodeResolve } from ${spec(path.join(tool, 'node_modules/@rollup/plugin-node-resolve/dist/es/index.js'))};
import terser from ${spec(path.join(tool, 'node_modules/@rollup/plugin-terser/dist/es/index.js'))};
import aliceChess from 'alice-chess/rollup';
import fs from 'node:fs';
const bundle = await rollup({ input: 'main.js', plugins: [nodeResolve({ browser: true }), aliceChess()], onwarn: (w) => console.error('WARNING', w.code, w.message) });
await bundle.write({ dir: 'dist', format: 'es', entryFileNames: '[name].js', plugins: [terser()] });
fs.copyFileSync('index.html', 'dist/index.html');
`,
  esbuild: (tool) => `
import * as esbuild from ${spec(path.join(tool, 'node_modules/esbuild/lib/main.js'))};
import aliceChess from 'alice-chess/esbuild';
import fs from 'node:fs';
const result = await esbuild.build({ entryPoints: ['main.js'], bundle: true, format: 'esm', splitting: true, outdir: 'dist', minify: true, logLevel: 'silent', plugins: [aliceChess()] });
for (const w of result.warnings) console.error('WARNING', w.text);
fs.copyFileSync('index.html', 'dist/index.html');
`,
};

for (const [name, script] of Object.entries(BUILDS)) {
  // Vite's output is served at the site root, its files under /assets/ (the README's recipe); the
  // others' under BASE.
  const base = name === 'vite' ? '/' : BASE;
  test(`${name} build of an app importing alice-chess, served under ${base}: styled, the computer moves, no warning`, async () => {
    const tool = toolDir(name);
    const project = projectWithPackage(name);
    cleanups.push(() => fs.rmSync(project, { recursive: true, force: true }));
    fs.cpSync(path.join(here, 'app'), project, { recursive: true });
    fs.writeFileSync(path.join(project, 'build.mjs'), script(tool));

    const build = runIn(process.execPath, ['build.mjs'], project);
    assert.equal(build.code, 0, `${name} build failed:\n${build.out}`);
    assert.equal(build.out.trim(), '', `${name} printed warnings:\n${build.out}`);
    const out = path.join(project, 'dist');
    const files = fs.readdirSync(out, { recursive: true }).map(String);
    const wasm = files.filter((f) => f.endsWith('.wasm'));
    assert.ok(wasm.length > 0, `the wasm is emitted: ${files.join(' ')}`);
    // The browsers' wasm: the rules and the engine, not the live game a server runs (LiveGame is
    // only in alice-chess/rules under Node), within the site's own budget.
    for (const f of wasm) {
      const bytes = fs.readFileSync(path.join(out, f));
      assert.ok(!bytes.includes('livegame_'), `${f} holds no LiveGame`);
      const gz = zlib.gzipSync(bytes, { level: 9 }).length;
      assert.ok(gz <= 125 * 1024, `${f}: ${gz} bytes gzipped, over 125 KB`);
    }
    // Minified: the JS is a small multiple of Vite's, not 1.6-2 times it (no recipe ships the
    // sources' comments).
    const js = files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(out, f), 'utf8'));
    assert.ok(!js.some((text) => text.includes('the element applies its attributes')), `${name}: the JS is minified (no source comments)`);

    if (name === 'vite') {
      const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      assert.match(html, /src="\/assets\/[^"/]+\.js"/, 'the page loads /assets/….js');
      assert.ok(!html.includes('/assets/assets/'), `clean paths: ${html}`);
    }
    const server = await serveStatic(out, base);
    cleanups.push(server.close);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const page = await newPage(browser);
    await page.goto(server.url);
    await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
    await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).ready);
    // alice-chess/rules in the same bundle: one wasm for both, found as well.
    await page.waitForFunction(() => /** @type {any} */ (window).__rules !== undefined);
    assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__rules), { fen: 'rnbqkbnr/pppppppp/8/8/4S3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', turn: 'black' });

    // Styled: the board has its size, the pieces their images, the buttons their icons.
    const look = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const piece = /** @type {HTMLElement} */ (root.querySelector('[data-piece="wK"]') ?? root.querySelector('[data-piece]'));
      const square = /** @type {HTMLElement} */ (root.querySelector('[data-square="e4"]'));
      const icon = /** @type {HTMLElement} */ (root.querySelector('[data-testid="flip"] .icon'));
      const frame = /** @type {HTMLElement} */ (root.querySelector('.frame'));
      const cs = (/** @type {Element} */ e) => getComputedStyle(e);
      return {
        frameHidden: frame.hidden,
        squareWidth: square.getBoundingClientRect().width,
        squareBg: cs(square).backgroundColor,
        pieceImage: cs(piece).backgroundImage,
        iconMask: cs(icon).maskImage || cs(icon).webkitMaskImage,
        pieces: root.querySelectorAll('[data-piece]').length,
      };
    });
    assert.equal(look.frameHidden, false);
    assert.equal(look.pieces, 32);
    assert.ok(look.squareWidth > 30, `squares are sized by the stylesheet (${look.squareWidth}px)`);
    assert.notEqual(look.squareBg, 'rgba(0, 0, 0, 0)', 'squares are coloured');
    assert.match(look.pieceImage, /^url\(/, `pieces have their images (${look.pieceImage})`);
    assert.match(look.iconMask, /^url\(/, `buttons have their icons (${look.iconMask})`);
    // Every image named by the stylesheet loads.
    const broken = await page.evaluate(async () => {
      const urls = new Set();
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      for (const sheet of root.adoptedStyleSheets) {
        for (const m of [...sheet.cssRules].map((r) => r.cssText).join('\n').matchAll(/url\("([^"]+)"\)/g)) urls.add(m[1]);
      }
      const bad = [];
      for (const u of urls) {
        // Inlined (Vite inlines small files): an SVG all the same. The page's CSP keeps fetch() to 'self'.
        if (u.startsWith('data:')) {
          if (!u.startsWith('data:image/svg+xml')) bad.push(u.slice(0, 40));
          continue;
        }
        const res = await fetch(u);
        if (!res.ok || !(await res.text()).includes('<svg')) bad.push(u);
      }
      return { count: urls.size, bad };
    });
    assert.ok(broken.count >= 30, `the stylesheet names its images (${broken.count})`);
    assert.deepEqual(broken.bad, []);

    // The computer answers.
    await page.locator('alice-chess [data-square="e2"]').click();
    await page.locator('alice-chess [data-square="e4"]').click();
    await page.waitForFunction(() => /** @type {any} */ (window).__moves.some((m) => m.source === 'computer'), null, { timeout: 30_000 });
    const moves = await page.evaluate(() => /** @type {any} */ (window).__moves.map((m) => `${m.source}:${m.uci}`));
    assert.equal(moves[0], 'player:e2e4');
    assert.match(moves[1], /^computer:[a-h][1-8][a-h][1-8]/);
    assertNoErrors(page);
  });
}
