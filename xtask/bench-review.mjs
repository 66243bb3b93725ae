// `cargo xtask bench-review` — a benchmark, not a test (it prints numbers and never fails on them):
// the game review of a 60-move game (tests/data/review/sixty_moves.pgn, 121 positions) on the
// analysis board in headless Chromium, from the click on "Review the game" to the marks shown, RUNS
// times; then the same review by `alice review` natively (release build). Each run also prints the
// review's accuracy and number of marks, which must be the same every time (the review searches a
// node budget per position, never a time). The goal of issue 29: under 30 s in the browser.
//
// Run by the xtask with BASE_URL (dist/ served), CHROME_PATH, PLAYWRIGHT (tests/e2e's folder, for
// its playwright-core), RUNS.

import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080/').replace(/\/*$/, '/');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS || 2));
const require = createRequire(path.join(process.env.PLAYWRIGHT || 'tests/e2e', 'package.json'));
const { chromium } = require('playwright-core');
const GAME = path.resolve('tests/data/review/sixty_moves.pgn');
const pgn = fs.readFileSync(GAME, 'utf8');

/** As tests/e2e/harness.mjs launches it. */
const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
console.log(`review of ${path.relative(process.cwd(), GAME)} (121 positions) in Chromium:`);
for (let run = 1; run <= RUNS; run++) {
  await page.goto(`${BASE_URL}?analysis&pgn=${encodeURIComponent(pgn)}`);
  await page.locator('[data-testid="tree-moves"] .tree-move').first().waitFor({ timeout: 60_000 });
  if (!(await page.locator('.review-card').evaluate((d) => d.open))) await page.locator('.review-card summary').click();
  const t0 = Date.now();
  await page.locator('[data-testid="review-start"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="review-accuracy"]')?.dataset.white, null, { timeout: 600_000, polling: 50 });
  const ms = Date.now() - t0;
  const r = await page.evaluate(() => ({
    marks: document.querySelectorAll('[data-testid="review-marks"] li').length,
    acc: document.querySelector('[data-testid="review-accuracy"]').dataset,
  }));
  console.log(`  run ${run}: ${(ms / 1000).toFixed(1)} s (${(ms / 121).toFixed(0)} ms a position); ${r.marks} marks, accuracy white ${r.acc.white}, black ${r.acc.black}`);
}
await browser.close();

const t0 = Date.now();
const out = spawnSync('cargo', ['run', '--release', '--quiet', '--bin', 'alice', '--', 'review', GAME], { encoding: 'utf8' });
const ms = Date.now() - t0;
if (out.status !== 0) {
  console.error(out.stderr);
  process.exit(1);
}
const marks = out.stdout.split('\n').filter((l) => / (\?\?|\?!|\?) /.test(l)).length;
const acc = out.stdout.split('\n').find((l) => l.startsWith('accuracy'));
console.log(`alice review (native, release): ${(ms / 1000).toFixed(1)} s; ${marks} marks, ${acc}`);
