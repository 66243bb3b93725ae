// el.applyEvent(event): a live game's events (alice-chess/rules `LiveGame`, src/live/event.rs) as
// they come, unchanged, from a relay — and `{type: 'state', state}`, the whole game — applied to an
// <alice-chess> element, whoever it belongs to: a player (mode="online", player-color) or a
// spectator (mode="view"). The live game is the truth: each event carries what it changed (a move
// its clocks and the offers still pending, a takeback the ply it went back to, …), and the board is
// brought to it — the player's own move already on the board is not played again, an offer is the
// player's own (shown as sent, with Withdraw) or the opponent's (Accept / Decline) by its `by`, and
// the offers the live game cleared are cleared. Events numbered at or below the last one applied
// are skipped (a relay sending one twice); a state starts the count again. A state says nothing of
// presence: the players' presence is what the presence events said.

import { describeType } from '../core/core.js';
import { readSide } from './checks.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {{draw: 'w'|'b'|null, takeback: 'w'|'b'|null}} Offers */

/** The event types of a live game, and the state. */
const TYPES = ['state', 'move', 'offer', 'declined', 'withdrawn', 'takeback', 'clock', 'presence', 'end'];

/**
 * @param {{controller: () => GameController, online: () => ReturnType<typeof import('./online.js').bindOnline>,
 *          load: (state: unknown) => void, follow: () => boolean}} env
 *   load: el.load(); follow: a move shown at once (not for a spectator browsing earlier moves)
 */
export function createLiveEvents(env) {
  /** The last event applied (its `seq`), 0 before any. */
  let seq = 0;
  /** @type {Offers} the live game's pending offers, as its events said */
  let offers = { draw: null, takeback: null };

  /** @param {Offers} next */
  function setOffers(next) {
    offers = next;
    env.online().setOffers(offers);
  }

  /**
   * @param {Record<string, unknown>} e
   * @param {string} key
   */
  const num = (e, key) => {
    const v = e[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new TypeError(`applyEvent(): ${e.type} ${key} must be a whole number, not ${describeType(v)}`);
    return v;
  };
  /**
   * @param {Record<string, unknown>} e
   * @param {string} key
   */
  const str = (e, key) => {
    const v = e[key];
    if (typeof v !== 'string') throw new TypeError(`applyEvent(): ${e.type} ${key} must be a string, not ${describeType(v)}`);
    return v;
  };
  /** @param {Record<string, unknown>} e */
  const kind = (e) => {
    const k = e.kind;
    if (k !== 'draw' && k !== 'takeback') throw new TypeError(`applyEvent(): ${e.type} kind must be 'draw' or 'takeback', not ${describeType(k)}`);
    return k;
  };

  /**
   * The moves of the game up to ply `ply - 1` are the board's; play move `ply` unless it is there.
   * @param {number} ply
   * @param {string} uci
   */
  function playAt(ply, uci) {
    const c = env.controller();
    const s = c.snapshot;
    if (s.gamePly >= ply && s.history[ply - 1]?.uci === uci) return; // already on the board (the player's own)
    // Another move there (the player's, refused or overtaken): back to where the live game was.
    while (c.snapshot.gamePly >= ply && c.undo());
    if (c.snapshot.gamePly !== ply - 1) {
      throw new Error(`applyEvent(): move ${ply} came but the board has ${c.snapshot.gamePly} moves: events were missed (apply the game's state)`);
    }
    c.play(uci, { source: 'api', follow: env.follow() });
  }

  /**
   * @param {unknown} event
   */
  function apply(event) {
    if (typeof event === 'string') {
      try {
        event = JSON.parse(event);
      } catch {
        throw new TypeError('applyEvent(): a text must be an event as JSON');
      }
    }
    if (!event || typeof event !== 'object' || Array.isArray(event)) {
      throw new TypeError(`applyEvent(): give a live game's event ({seq, type, …}) or {type: 'state', state}, not ${describeType(event)}`);
    }
    const e = /** @type {Record<string, unknown>} */ (event);
    if (typeof e.type !== 'string' || !TYPES.includes(e.type)) {
      throw new TypeError(`applyEvent(): type must be one of ${TYPES.join(', ')}, not ${describeType(e.type)}`);
    }
    if (e.type === 'state') {
      const state = typeof e.state === 'string' ? JSON.parse(e.state) : e.state;
      env.load(state);
      const o = /** @type {Record<string, any>} */ (state);
      seq = typeof o.seq === 'number' ? o.seq : 0;
      const f = o.offers && typeof o.offers === 'object' ? o.offers : {};
      offers = { draw: readSide(f.draw, 'state offers.draw'), takeback: readSide(f.takeback, 'state offers.takeback') };
      // Presence is not part of the state: what the presence events said stands (a board that
      // reconnects still knows its opponent is away, and may still claim).
      return;
    }
    if (e.seq !== undefined) {
      const n = num(e, 'seq');
      if (n <= seq) return; // applied already
      seq = n;
    }
    const online = env.online();
    switch (e.type) {
      case 'move': {
        playAt(num(e, 'ply'), str(e, 'uci'));
        if (e.clocks !== undefined) online.setClock(e.clocks);
        const f = /** @type {Record<string, unknown>} */ (e.offers ?? {});
        setOffers({ draw: readSide(f.draw, 'applyEvent(): offers.draw'), takeback: readSide(f.takeback, 'applyEvent(): offers.takeback') });
        break;
      }
      case 'offer':
        setOffers({ ...offers, [kind(e)]: readSide(e.by, 'applyEvent(): by') });
        break;
      case 'declined':
      case 'withdrawn':
        setOffers({ ...offers, [kind(e)]: null });
        break;
      case 'takeback': {
        const ply = num(e, 'ply');
        const c = env.controller();
        while (c.snapshot.gamePly > ply && c.undo());
        if (e.clocks !== undefined) online.setClock(e.clocks);
        setOffers({ ...offers, takeback: null });
        break;
      }
      case 'clock':
        online.setClock(e.clocks ?? null);
        break;
      case 'presence': {
        const color = /** @type {'w'|'b'} */ (readSide(e.color, 'applyEvent(): color'));
        if (!color) throw new TypeError('applyEvent(): presence needs its color');
        const at = typeof e.claimAt === 'number' ? e.claimAt : null;
        online.setPresence(color, e.connected !== false, at);
        break;
      }
      case 'end': {
        const c = env.controller();
        const result = str(e, 'result');
        const reason = str(e, 'reason');
        if (c.snapshot.outcome?.result !== result) c.end(result, reason);
        setOffers({ draw: null, takeback: null });
        const clock = online.clockState();
        if (clock) online.setClock({ ...clock, running: null });
        break;
      }
    }
  }

  return { apply };
}
