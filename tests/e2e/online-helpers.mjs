// The online game's helpers, shared by the files that play through the real game server
// (game-server.mjs): a person in a browser context of their own, moves by clicks on the live
// game's board, waits for a ply or a connection state, signing up through the form, a player's
// ratings as the server gives them.
import { newPage } from './harness.mjs';

/** @typedef {import('./game-server.mjs').GameServer} GameServer */

/**
 * A browser of its own (its own cookies and storage), at `relative` on the server (`null`: nowhere yet).
 * @param {import('playwright-core').Browser} browser
 * @param {GameServer} server
 * @param {string|null} relative
 * @param {Parameters<typeof newPage>[1]} [options]
 */
export async function openPerson(browser, server, relative, options = {}) {
  const page = await newPage(browser, options);
  if (relative !== null) await page.goto(server.address(relative));
  return page;
}

/** Until the live game's element shows ply `n`. */
export const waitPly = (page, n, timeout = 15_000) =>
  page.waitForFunction((k) => document.querySelector('alice-chess')?.ply === k, n, { timeout });

/** Until the online status says `s` (`open`, `reconnecting`, …). */
export const waitState = (page, s, timeout = 15_000) =>
  page.waitForSelector(`[data-testid="online-status"][data-state="${s}"]`, { timeout });

/** A part of the live game's element, by its test id (in its shadow root). */
export const board = (page, id) => page.locator(`alice-chess [data-testid="${id}"]`);

/** A move by clicks on the board (the element's squares, in its shadow root). */
export async function move(page, uci) {
  await page.locator(`alice-chess [data-square="${uci.slice(0, 2)}"]`).first().click();
  await page.locator(`alice-chess [data-square="${uci.slice(2, 4)}"]`).first().click();
}

/**
 * Sign up through the form; resolves on the online home, the account menu naming `name`.
 * @param {GameServer} server
 */
export async function signUpOn(server, page, name, password = 'correct horse') {
  await page.goto(server.address('signup'));
  await page.fill('[data-testid="signup-name"]', name);
  await page.fill('[data-testid="signup-password"]', password);
  await page.click('[data-testid="signup-submit"]');
  await page.waitForURL(/\?online$/);
  await page.waitForSelector(`[data-testid="account-menu"]:has-text("${name}")`);
}

/**
 * A player's ratings as the server gives them (`/api/user/NAME`'s `perfs`).
 * @param {GameServer} server
 */
export const perfsOn = async (server, name) => (await (await fetch(server.address(`api/user/${name}`))).json()).perfs;
