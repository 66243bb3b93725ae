// The production build as a browser gets it (docs/ARCHITECTURE.md, "Build"): the pages point at
// content-hashed bundles with modulepreload hints, every text file comes precompressed in the
// encoding asked for, hashed files are cached for good and the pages and the service worker
// never, source maps sit beside the bundles, and the <alice-chess> module keeps its address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { useBrowser, assertNoErrors, newPage, url } from './harness.mjs';
import { ready } from './play-helpers.mjs';

const ctx = useBrowser();
const HASHED = /-[A-Z0-9]{8}\.(js|css|wasm)$/;

/** GET with the given Accept-Encoding: status, headers and the raw (still encoded) body. */
function get(address, encoding = '') {
  return new Promise((resolve, reject) => {
    const req = http.get(address, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** The scripts, stylesheets and modulepreloads of a page of dist/. */
async function assetsOf(page) {
  const html = (await get(url(page))).body.toString('utf8');
  const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
  return {
    html,
    scripts: refs(/<script[^>]* src="([^"]+)"/g),
    styles: refs(/<link rel="stylesheet" href="([^"]+)"/g),
    preloads: refs(/<link rel="modulepreload" href="([^"]+)"/g),
  };
}

test('index.html loads hashed bundles, preloads their first chunks, and each is there', async () => {
  const { scripts, styles, preloads } = await assetsOf('index.html');
  assert.ok(scripts.length >= 2, scripts.join(' ')); // first paint, the entry
  for (const ref of [...scripts, ...styles, ...preloads]) {
    assert.match(ref, HASHED, `${ref} is not a content-hashed file`);
    const res = await get(url(ref));
    assert.equal(res.status, 200, ref);
  }
  assert.ok(preloads.length >= 1, 'the entry imports shared chunks: they are preloaded');
  assert.ok(!scripts.some((s) => s.includes('www/main.js')), 'not the source entry');
});

test('embed.html keeps www/alice-chess.js, the stable address embedders use, and preloads its chunks', async () => {
  const { scripts, preloads } = await assetsOf('embed.html');
  assert.ok(scripts.includes('www/alice-chess.js'), scripts.join(' '));
  assert.ok(preloads.length >= 1);
  const res = await get(url('www/alice-chess.js'));
  assert.equal(res.status, 200);
  assert.equal(res.headers['cache-control'], 'no-cache', 'a stable address is revalidated');
  assert.match(res.body.toString('utf8'), /customElements|from"\.\/chunk-/);
});

test('precompressed answers: brotli, then gzip, then plain, with Vary; long cache only for hashed files', async () => {
  const { scripts } = await assetsOf('index.html');
  const entry = url(scripts.find((s) => /main-/.test(s)));
  const plain = await get(entry);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
  const br = await get(entry, 'gzip, deflate, br');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(zlib.brotliDecompressSync(br.body), plain.body);
  assert.ok(br.body.length < plain.body.length);
  const gz = await get(entry, 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(zlib.gunzipSync(gz.body), plain.body);
  // A minified bundle, with its source map beside it.
  const text = plain.body.toString('utf8');
  const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
  assert.ok(map, 'a source map comment');
  assert.ok(text.split('\n').length < 10, 'minified');
  const mapRes = await get(new URL(map[1], entry).href);
  assert.equal(mapRes.status, 200);
  assert.ok(JSON.parse(mapRes.body.toString('utf8')).sources.some((s) => s.includes('www/main.js')));

  for (const page of ['index.html', 'sw.js', '']) {
    const res = await get(url(page), 'br');
    assert.equal(res.status, 200, page);
    assert.equal(res.headers['cache-control'], 'no-cache', page);
    assert.equal(res.headers['content-encoding'], 'br', `${page} is precompressed too`);
  }
  const wasm = (await get(url('sw.js'))).body.toString('utf8').match(/www\/alice_chess_bg-[A-Z0-9]{8}\.wasm/);
  assert.ok(wasm, 'the service worker caches the hashed wasm');
  const w = await get(url(wasm[0]), 'br');
  assert.equal(w.headers['content-type'], 'application/wasm');
  assert.equal(w.headers['content-encoding'], 'br');
});

test('the built page under its CSP: no error, and every script it runs is a hashed bundle', async () => {
  const page = await newPage(ctx.browser);
  const scripts = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(url());
  await ready(page);
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.length > 0);
  for (const s of scripts) assert.match(s, HASHED, s);
  assertNoErrors(page);
  await page.context().close();
});

/** The build's report (dist/build.json): for each bundle file, the sources in it. */
async function buildReport() {
  return JSON.parse((await get(url('build.json'))).body.toString('utf8'));
}

/** The sources of every script `address` makes the browser fetch until it is ready and quiet. */
async function sourcesLoaded(address, options = {}) {
  const report = await buildReport();
  const page = await newPage(ctx.browser, options);
  const files = [];
  const styles = [];
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname.slice(1);
    if (p.endsWith('.js')) files.push(p);
    if (p.endsWith('.css')) styles.push(p);
  });
  await page.goto(url(address));
  await page.waitForSelector('[data-piece]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const sources = new Set(files.flatMap((f) => report.sources[f] ?? []));
  // The stylesheets, by their sources (the build's outputs: source → built file).
  const builtFrom = Object.fromEntries(Object.entries(report.outputs).map(([source, built]) => [built, source]));
  for (const f of styles) sources.add(builtFrom[f] ?? f);
  assertNoErrors(page);
  return { page, files, sources: [...sources] };
}

/** Each screen's folder (www/play/ and www/shell/ are every screen's). */
const SCREEN_CODE = {
  analysis: /^www\/analysis\//,
  editor: /^www\/editor\//,
  puzzles: /^www\/puzzles\//,
  learn: /^www\/learn\//,
  solve: /^www\/solve\//,
};

test('a screen loads its own code and stylesheet only: the play page none of analysis, editor, puzzles, lessons, solver', async () => {
  const play = await sourcesLoaded('index.html');
  assert.ok(play.sources.some((s) => s.endsWith('www/play/app.js')), play.sources.join(' '));
  for (const [screen, re] of Object.entries(SCREEN_CODE)) {
    assert.deepEqual(play.sources.filter((s) => re.test(s)), [], `the play page loaded ${screen} code`);
  }
  await play.page.context().close();
  for (const [screen, address] of [['analysis', '?analysis'], ['editor', '?editor'], ['puzzles', '?puzzles'], ['learn', '?learn'], ['solve', '?solve']]) {
    const opened = await sourcesLoaded(address);
    assert.ok(opened.sources.some((s) => SCREEN_CODE[screen].test(s) && s.endsWith('.js')), `${address} loads its code`);
    assert.ok(opened.sources.some((s) => SCREEN_CODE[screen].test(s) && s.endsWith('.css')), `${address} loads its stylesheet: ${opened.sources.join(' ')}`);
    for (const [other, re] of Object.entries(SCREEN_CODE)) {
      if (other !== screen) assert.deepEqual(opened.sources.filter((s) => re.test(s)), [], `${address} loaded ${other} code`);
    }
    await opened.page.context().close();
  }
});

test("the first round of requests: the screen's chunks and a French page's catalogue are preloaded before the entry runs", async () => {
  const report = await buildReport();
  const page = await newPage(ctx.browser, { locale: 'fr-FR' });
  // Hold the entry back: whatever is asked for meanwhile was asked for by the HTML and the
  // first-paint script alone.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/www\/main-[A-Z0-9]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url('index.html?analysis'), { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelectorAll('link[rel="modulepreload"]').length > 0);
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')));
  for (const f of [...report.preload.screens.analysis, ...report.preload.languages.fr]) {
    assert.ok(preloads.includes(f), `${f} is not preloaded (${preloads.join(' ')})`);
  }
  assert.ok(!preloads.some((f) => report.preload.screens.editor.includes(f)), 'not the editor');
  release();
  await page.waitForFunction(() => document.documentElement.lang === 'fr' && document.querySelector('[data-piece]'));
  assertNoErrors(page);
  await page.context().close();
});
