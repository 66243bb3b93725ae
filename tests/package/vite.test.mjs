// The npm package through a bundler: a Vite app (tests/package/vite/app) in a temporary project
// with the packed .tgz installed, built by `vite build` (Vite from tests/package/vite, installed
// from its committed lock), its output served by a small static server, and opened in Chromium:
// the board is drawn with its styles, pieces and icons, and the computer opponent answers a move —
// so Vite kept the stylesheet and its images, the wasm, and the engine worker (with its wasm).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectWithPackage, runIn } from './helpers.mjs';
import { launchBrowser, newPage, assertNoErrors } from '../e2e/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };

/**
 * Serves `root` on a free port of 127.0.0.1; resolves to its base URL.
 * @param {string} root
 * @returns {Promise<{url: string, close: () => void}>}
 */
function serve(root) {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.resolve(root, rel);
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

/** @type {Array<() => unknown>} */
const cleanups = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

test('vite build of an app importing alice-chess: the board is styled and the computer moves', async () => {
  const viteDir = process.env.VITE_DIR ?? path.join(here, 'vite');
  const vite = path.join(viteDir, 'node_modules/vite/bin/vite.js');
  assert.ok(fs.existsSync(vite), `${vite} exists (the xtask installs tests/package/vite from its lock)`);
  const project = projectWithPackage('vite');
  cleanups.push(() => fs.rmSync(project, { recursive: true, force: true }));
  fs.cpSync(path.join(here, 'vite/app'), project, { recursive: true });

  const build = runIn(process.execPath, [vite, 'build', '--logLevel', 'warn'], project);
  assert.equal(build.code, 0, `vite build failed:\n${build.out}`);
  const out = path.join(project, 'dist');
  const assets = fs.readdirSync(path.join(out, 'assets'));
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `the wasm is emitted: ${assets.join(' ')}`);
  assert.ok(assets.filter((f) => /worker.*\.js$/.test(f)).length >= 1, `the engine worker is a chunk of its own: ${assets.join(' ')}`);

  const server = await serve(out);
  cleanups.push(server.close);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).ready);

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
