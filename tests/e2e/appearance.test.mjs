// Appearance (Settings): the page is light or dark as the system says unless a theme is chosen;
// the choice and the piece set are remembered; the second piece set reaches the board, the
// promotion picker and the editor's palette, never the <alice-chess> widget; board-B pieces stay
// gold and red in every set. Screenshots of light/dark × both sets, desktop and phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot, url, newPage, PHONE, DESKTOP } from './harness.mjs';
import { openGame, ready, reload, square, loadFen } from './play-helpers.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every piece image of www/pieces/ by its text: the page's stylesheets carry the default set inside
 * (data: addresses), the rest are files. */
const PIECES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../www/pieces');
const PIECE_FILES = new Map(
  ['', 'modern/'].flatMap((dir) =>
    fs
      .readdirSync(path.join(PIECES_DIR, dir))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [fs.readFileSync(path.join(PIECES_DIR, dir, f), 'utf8').trim(), `/pieces/${dir}${f}`]),
  ),
);
/**
 * A CSS background image as the piece file it shows: its address, or for a data: image the
 * www/pieces/ file with the same text (else the image itself).
 * @param {string} css  e.g. url("…")
 */
function named(css) {
  const m = /^url\("data:image\/svg\+xml,(.*)"\)$/s.exec(css);
  if (!m) return css;
  const text = decodeURIComponent(m[1].replace(/\\"/g, '"')).trim();
  return PIECE_FILES.get(text) ?? css;
}

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** e4 (White, board B) and f6 (Black, board B) after 1. Pe4 Nf6; a1 and a8 on board A. */
const GAME = '#moves=e2e4,g8f6';
const SETS = /** @type {const} */ (['classic', 'modern']);

/** The page's background colour (body: var(--bg)). */
const pageBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The image a square's piece shows (its computed background-image). */
const pieceImage = async (page, sq) =>
  named(await page.evaluate((s) => getComputedStyle(document.querySelector(`[data-square="${s}"] [data-piece]`)).backgroundImage, sq));

/** Relative luminance of 'rgb(r, g, b)' (WCAG). */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two 'rgb(…)' colours. */
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

async function openSettings(page) {
  await page.locator('.settings-card summary').click();
}

test('the page follows the system: light or dark as prefers-color-scheme says', async () => {
  const page = await openGame(ctx.browser, { colorScheme: 'light' });
  const light = await pageBackground(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await pageBackground(page);
  assert.notEqual(light, dark);
  assert.ok(luminance(light) > 0.6, `light page background ${light}`);
  assert.ok(luminance(dark) < 0.05, `dark page background ${dark}`);
  assert.equal(await tid(page, 'page-theme').inputValue(), 'system');
  assertNoErrors(page);
  await page.context().close();
});

test('Settings → Theme overrides the system and is remembered over a reload', async () => {
  const page = await openGame(ctx.browser, { colorScheme: 'dark' });
  const dark = await pageBackground(page);
  await openSettings(page);
  await tid(page, 'page-theme').selectOption('light');
  const light = await pageBackground(page);
  assert.ok(luminance(light) > 0.6, `chosen light page ${light} on a dark system`);
  await reload(page);
  assert.equal(await pageBackground(page), light);
  assert.equal(await tid(page, 'page-theme').inputValue(), 'light');
  // Dark chosen on a light system; then back to the system's.
  await page.emulateMedia({ colorScheme: 'light' });
  await openSettings(page);
  await tid(page, 'page-theme').selectOption('dark');
  assert.equal(await pageBackground(page), dark);
  await reload(page);
  assert.equal(await pageBackground(page), dark);
  await openSettings(page);
  await tid(page, 'page-theme').selectOption('system');
  assert.equal(await pageBackground(page), light);
  assertNoErrors(page);
  await page.context().close();
});

test('text keeps its contrast in both themes', async () => {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    const page = await openGame(ctx.browser, { colorScheme, hash: GAME });
    await openSettings(page);
    const pairs = await page.evaluate(() => {
      const style = (sel) => getComputedStyle(document.querySelector(sel));
      const card = style('.settings-card').backgroundColor;
      return [
        ['status', style('[data-testid="status"]').color, style('.status-card').backgroundColor, 4.5],
        ['label', style('.settings-select').color, card, 4.5],
        ['check', style('label.check').color, card, 4.5],
        ['field', style('[data-testid="page-theme"]').color, style('[data-testid="page-theme"]').backgroundColor, 4.5],
        ['button', style('[data-testid="new-game"]').color, style('[data-testid="new-game"]').backgroundColor, 4.5],
        ['legend', style('.legend').color, getComputedStyle(document.body).backgroundColor, 4.5],
      ];
    });
    for (const [what, fg, bg, min] of pairs) {
      assert.ok(contrast(fg, bg) >= min, `${colorScheme}: ${what} ${fg} on ${bg}: ${contrast(fg, bg).toFixed(2)}`);
    }
    assertNoErrors(page);
    await page.context().close();
  }
});

test('Settings → Pieces: the modern set replaces every image, board B keeps its own files, remembered', async () => {
  const page = await openGame(ctx.browser, { hash: GAME });
  assert.match(await pieceImage(page, 'e4'), /\/pieces\/B-wP(-[A-Z0-9]{8})?\.svg/);
  assert.equal(await tid(page, 'piece-set').inputValue(), 'classic');
  await openSettings(page);
  await tid(page, 'piece-set').selectOption('modern');
  const expect = { e4: 'B-wP', f6: 'B-bN', a1: 'A-wR', a8: 'A-bR' };
  for (const [sq, file] of Object.entries(expect)) {
    assert.match(await pieceImage(page, sq), new RegExp(`/pieces/modern/${file}(-[A-Z0-9]{8})?\\.svg`), sq);
  }
  await reload(page);
  assert.equal(await tid(page, 'piece-set').inputValue(), 'modern');
  for (const [sq, file] of Object.entries(expect)) {
    assert.match(await pieceImage(page, sq), new RegExp(`/pieces/modern/${file}(-[A-Z0-9]{8})?\\.svg`), sq);
  }
  await openSettings(page);
  await tid(page, 'piece-set').selectOption('classic');
  assert.match(await pieceImage(page, 'f6'), /\/pieces\/B-bN(-[A-Z0-9]{8})?\.svg/);
  assertNoErrors(page);
  await page.context().close();
});

test('every set: board-A pieces white and black, board-B pieces gold and red', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(url(''));
  /** The share of a piece image's opaque pixels that are of each colour family. */
  const families = (src) =>
    page.evaluate(async (s) => {
      const img = new Image(96, 96);
      img.src = s;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 96;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0, 96, 96);
      const data = g.getImageData(0, 0, 96, 96).data;
      const n = { all: 0, white: 0, black: 0, gold: 0, red: 0 };
      for (let i = 0; i < data.length; i += 4) {
        const [r, gr, b, a] = data.slice(i, i + 4);
        if (a < 250) continue;
        n.all++;
        if (r > 200 && gr > 195 && b > 180) n.white++;
        if (r < 80 && gr < 80 && b < 80) n.black++;
        if (r > 200 && gr > 140 && b < 110) n.gold++;
        if (r > 160 && gr < 100 && b < 100) n.red++;
      }
      return { white: n.white / n.all, black: n.black / n.all, gold: n.gold / n.all, red: n.red / n.all };
    }, src);
  // Dark outlines take a large share of any piece, so each colouring is told by what it has
  // (a share of its own family) and what it never has (the other board's colours).
  const WANT = {
    'A-w': { white: 0.25, gold: 0, red: 0 },
    'A-b': { black: 0.8, white: 0.1, gold: 0, red: 0 },
    'B-w': { gold: 0.3, red: 0, white: 0 },
    'B-b': { red: 0.3, gold: 0, white: 0.1 },
  };
  for (const set of SETS) {
    for (const [colouring, limits] of Object.entries(WANT)) {
      const [family] = Object.keys(limits);
      for (const role of 'KQRBNP') {
        const file = `www/pieces/${set === 'classic' ? '' : `${set}/`}${colouring}${role}.svg`;
        const share = await families(url(file));
        const pc = (f) => `${(share[f] * 100).toFixed(0)}% ${f}`;
        assert.ok(share[family] >= limits[family], `${file}: only ${pc(family)}`);
        for (const [other, max] of Object.entries(limits).slice(1)) {
          assert.ok(share[other] <= max + 0.02, `${file}: ${pc(other)}`);
        }
      }
    }
  }
  assertNoErrors(page);
  await page.context().close();
});

test('the promotion picker and the editor palette show the chosen set', async () => {
  const page = await openGame(ctx.browser);
  await openSettings(page);
  await tid(page, 'piece-set').selectOption('modern');
  await loadFen(page, '8/4P3/8/8/8/8/k3p3/7K w - - 0 1');
  await square(page, 'e7').click();
  await square(page, 'e8').click();
  await page.locator('[data-promotion]').first().waitFor();
  const picker = await page.locator('[data-promotion] .piece-img').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundImage));
  assert.equal(picker.length, 4);
  for (const image of picker) assert.match(named(image), /\/pieces\/modern\/B-w[QRBN](-[A-Z0-9]{8})?\.svg/);
  await page.keyboard.press('Escape');

  await page.goto(url('index.html?editor'));
  await page.waitForSelector('.palette-btn .piece-img');
  const palette = await page.locator('.palette-btn .piece-img').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundImage));
  assert.equal(palette.length, 24);
  for (const image of palette) assert.match(named(image), /\/pieces\/modern\/[AB]-[wb][KQRBNP](-[A-Z0-9]{8})?\.svg/);
  assertNoErrors(page);
  await page.context().close();
});

test('the <alice-chess> widget keeps its own look: classic pieces, whatever the page chose', async () => {
  const page = await newPage(ctx.browser, { colorScheme: 'light' });
  await page.goto(url(''));
  await page.evaluate(() => localStorage.setItem('alice-chess.prefs', JSON.stringify({ pieceSet: 'modern', theme: 'light' })));
  await page.goto(url('index.html?embed=1&moves=e2e4'));
  const image = await page.waitForFunction(() => {
    const piece = document.querySelector('alice-chess')?.shadowRoot?.querySelector('[data-square="e4"] [data-piece]');
    const image = piece ? getComputedStyle(piece).backgroundImage : 'none';
    return image === 'none' ? null : image; // none until the shadow root's stylesheet is in
  });
  assert.match(named(await image.jsonValue()), /\/pieces\/B-wP(-[A-Z0-9]{8})?\.svg/);
  assertNoErrors(page);
  await page.context().close();
});

test('screenshots: light and dark, both piece sets, desktop (one and two boards) and phone', async () => {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    for (const set of SETS) {
      for (const [name, viewport] of /** @type {const} */ ([['desktop', DESKTOP], ['phone', PHONE]])) {
        const page = await newPage(ctx.browser, { viewport, colorScheme });
        await page.goto(url(''));
        await page.evaluate((s) => localStorage.setItem('alice-chess.prefs', JSON.stringify({ pieceSet: s })), set);
        // Another address (not only a new hash), so that the page loads again with the set chosen.
        await page.goto(url('index.html#moves=e2e4,d7d5,e4d5,g8f6,b1c3'));
        await page.waitForFunction((s) => document.documentElement.classList.contains('pieces-modern') === (s === 'modern'), set);
        await ready(page);
        const close = page.locator('.notice-close');
        if (await close.isVisible()) await close.click();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `appearance-${colorScheme}-${set}-${name}`);
        if (name === 'desktop') {
          await tid(page, 'view-toggle').click();
          await page.waitForSelector('.layout-double');
          await screenshot(page, `appearance-${colorScheme}-${set}-${name}-two`);
        }
        assertNoErrors(page);
        await page.context().close();
      }
    }
  }
});
