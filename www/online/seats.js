// The seats this browser holds: for each online game it created or joined, the seat's token (the
// only thing that lets anyone move for that seat), kept in localStorage so that a reload, another
// tab or tomorrow's visit plays the same seat. Also the name the player last gave. When the browser
// blocks storage the seats live in memory for this page only (the game still works until the tab
// closes). What is read back is checked: a corrupt entry is dropped, never trusted.

import { GAME_ID, TOKEN } from './api.js';

/** @typedef {{token: string, color: 'white'|'black', at: number}} Seat */
/** @typedef {{seats: Record<string, Seat>, name: string}} SeatBook */

const KEY = 'alice-chess.online';
/** The most seats remembered (the oldest are forgotten first). */
export const MAX_SEATS = 200;
/** The longest name (the server's limit). */
export const MAX_NAME = 40;

/**
 * @param {unknown} raw
 * @returns {SeatBook}
 */
export function readBook(raw) {
  /** @type {SeatBook} */
  const book = { seats: {}, name: '' };
  if (!raw || typeof raw !== 'object') return book;
  const o = /** @type {Record<string, unknown>} */ (raw);
  if (typeof o.name === 'string') book.name = o.name.slice(0, MAX_NAME);
  const seats = o.seats;
  if (seats && typeof seats === 'object' && !Array.isArray(seats)) {
    for (const [id, s] of Object.entries(seats)) {
      if (!GAME_ID.test(id) || !s || typeof s !== 'object') continue;
      const { token, color, at } = /** @type {Record<string, unknown>} */ (s);
      if (typeof token !== 'string' || !TOKEN.test(token)) continue;
      if (color !== 'white' && color !== 'black') continue;
      book.seats[id] = { token, color, at: typeof at === 'number' && Number.isFinite(at) ? at : 0 };
    }
  }
  return book;
}

/**
 * The seat book of this browser.
 * @param {Pick<Storage, 'getItem'|'setItem'> | null} [storage]  localStorage (null: memory only)
 */
export function createSeats(storage = safeLocalStorage()) {
  /** @type {SeatBook} */
  let memory = { seats: {}, name: '' };

  /** @returns {SeatBook} */
  function load() {
    if (!storage) return memory;
    try {
      return readBook(JSON.parse(storage.getItem(KEY) ?? 'null'));
    } catch {
      return memory;
    }
  }

  /** @param {SeatBook} book */
  function save(book) {
    const ids = Object.keys(book.seats);
    if (ids.length > MAX_SEATS) {
      ids.sort((a, b) => book.seats[a].at - book.seats[b].at);
      for (const id of ids.slice(0, ids.length - MAX_SEATS)) delete book.seats[id];
    }
    memory = book;
    try {
      storage?.setItem(KEY, JSON.stringify(book));
    } catch {
      // Blocked or full: the seat stays in memory for this page.
    }
  }

  return {
    /** The seat held in game `id`, if any. @param {string} id @returns {Seat|null} */
    get: (id) => load().seats[id] ?? memory.seats[id] ?? null,
    /**
     * Remember a seat.
     * @param {string} id
     * @param {{token: string, color: 'white'|'black'}} seat
     */
    put(id, seat) {
      const book = load();
      book.seats[id] = { token: seat.token, color: seat.color, at: Date.now() };
      save(book);
    },
    /**
     * The seats held, newest first.
     * @param {number} [max]
     * @returns {Array<{id: string} & Seat>}
     */
    list(max = MAX_SEATS) {
      const seats = load().seats;
      return Object.entries(seats)
        .map(([id, s]) => ({ id, ...s }))
        .sort((a, b) => b.at - a.at)
        .slice(0, max);
    },
    /** The name the player gave last. */
    name: () => load().name,
    /** @param {string} name */
    setName(name) {
      const book = load();
      book.name = name.slice(0, MAX_NAME);
      save(book);
    },
  };
}

/** localStorage, or null when the browser blocks it (reading it may throw). */
function safeLocalStorage() {
  try {
    const s = globalThis.localStorage;
    s?.getItem(KEY);
    return s ?? null;
  } catch {
    return null;
  }
}

/** @typedef {ReturnType<typeof createSeats>} Seats */
