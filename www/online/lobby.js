// The online home screen (`?online`): the form that creates a game — time control (the usual ones,
// custom minutes + increment, or correspondence days per move), colour, an optional name — as a
// friend link or as a seek in the lobby; and the lobby itself, the open seeks listed live from the
// server's lobby socket (reconnecting by itself), each with Join. Creating or joining keeps the
// seat's token in this browser (seats.js) and opens the game (`?game=ID`).

import { ApiError, createGame, joinGame, socketUrl } from './api.js';
import { controlText, errorText } from './words.js';
import { RETRY_MS } from './connection.js';

/** @typedef {import('./api.js').Seek} Seek */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/**
 * The time control a form asks for: a listed value, or `M+S` from the custom fields.
 * @param {string} choice  the select's value
 * @param {string} minutes
 * @param {string} increment
 * @returns {{control: string} | {error: string}}  error: a message key
 */
export function readControl(choice, minutes, increment) {
  if (choice !== 'custom') return { control: choice };
  const m = Number(minutes);
  const s = Number(increment);
  if (!(m >= 0.5 && m <= 180 && Number.isInteger(m * 2))) return { error: 'online.create.badMinutes' };
  if (!(s >= 0 && s <= 180 && Number.isInteger(s))) return { error: 'online.create.badIncrement' };
  return { control: `${m}+${s}` };
}

/**
 * @param {Record<string, any>} el
 * @param {{seats: Seats, language: PageLanguage, location: Location}} env
 */
export function mountLobby(el, env) {
  const { seats, language } = env;
  const { t } = language;
  el['online-home'].hidden = false;

  const form = /** @type {HTMLFormElement} */ (el['online-create']);
  const time = /** @type {HTMLSelectElement} */ (el['online-time']);
  const name = /** @type {HTMLInputElement} */ (el['online-name']);
  const error = el['online-create-error'];
  name.value = seats.name();
  const showCustom = () => (el['online-custom'].hidden = time.value !== 'custom');
  time.addEventListener('change', showCustom);
  showCustom();

  let busy = false;
  /** @param {boolean} seek */
  async function create(seek) {
    if (busy) return;
    const read = readControl(time.value, el['online-minutes'].value, el['online-increment'].value);
    if ('error' in read) return language.say(error, () => t(read.error));
    const color = /** @type {'white'|'black'|'random'} */ (el['online-color'].value);
    const who = name.value.trim();
    seats.setName(who);
    busy = true;
    form.setAttribute('aria-busy', 'true');
    language.say(error, null);
    try {
      const grant = await createGame({ control: read.control, color, seek, ...(who ? { name: who } : {}) });
      seats.put(grant.id, { token: grant.token, color: grant.seat });
      env.location.assign(`?game=${grant.id}`);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'error';
      const message = err instanceof Error ? err.message : String(err);
      language.say(error, () => errorText(t, code, message));
    } finally {
      busy = false;
      form.removeAttribute('aria-busy');
    }
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    create(false);
  });
  el['online-seek-submit'].addEventListener('click', () => create(true));

  // ---- the lobby, live ---------------------------------------------------------------------
  /** @type {Seek[]|null} */
  let seeks = null;
  let reachable = true;
  let attempt = 0;
  /** @type {WebSocket|null} */
  let ws = null;

  function listen() {
    let socket;
    try {
      socket = new WebSocket(socketUrl('api/lobby/socket'));
    } catch {
      return again();
    }
    ws = socket;
    socket.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (msg?.t !== 'lobby' || !Array.isArray(msg.seeks)) return;
      attempt = 0;
      reachable = true;
      seeks = msg.seeks.filter(isSeek);
      render();
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      if (seeks === null) reachable = false; // never heard from: probably no server here
      render();
      again();
    };
  }
  function again() {
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    setTimeout(listen, wait + Math.random() * wait * 0.3);
  }

  /** @param {any} s @returns {s is Seek} */
  function isSeek(s) {
    return !!s && typeof s.id === 'string' && /^[0-9a-f]{16}$/.test(s.id) && typeof s.control === 'string';
  }

  /** @param {Seek} seek */
  async function join(seek) {
    const mine = seats.get(seek.id);
    if (mine) return env.location.assign(`?game=${seek.id}`);
    try {
      const grant = await joinGame(seek.id, seats.name() || undefined);
      seats.put(grant.id, { token: grant.token, color: grant.seat });
      env.location.assign(`?game=${grant.id}`);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'error';
      language.say(el['lobby-state'], () => errorText(t, code, err instanceof Error ? err.message : ''));
    }
  }

  function render() {
    document.title = t('online.doc.titleLobby');
    const list = el.lobby;
    const note = el['lobby-state'];
    if (!reachable) {
      list.replaceChildren();
      return language.say(note, () => t('online.status.noServer'));
    }
    if (seeks === null) return language.say(note, () => t('online.lobby.loading'));
    language.say(note, seeks.length ? null : () => t('online.lobby.empty'));
    list.replaceChildren(
      ...seeks.map((seek) => {
        const li = document.createElement('li');
        li.dataset.testid = 'lobby-seek';
        li.dataset.seekId = seek.id;
        const who = document.createElement('span');
        who.className = 'name';
        who.textContent = seek.name || t('online.lobby.anonymous');
        const control = document.createElement('span');
        control.className = 'control';
        control.textContent = controlText(t, seek.control);
        const color = document.createElement('span');
        color.className = 'seat';
        // The colour the joiner gets.
        const theirs = seek.color === 'white' ? 'black' : seek.color === 'black' ? 'white' : 'random';
        color.textContent = t(`online.lobby.youPlay.${theirs}`);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn small primary';
        button.dataset.testid = 'lobby-join';
        const mine = !!seats.get(seek.id);
        button.textContent = t(mine ? 'online.lobby.yours' : 'online.lobby.join');
        button.addEventListener('click', () => join(seek));
        li.append(who, control, color, button);
        return li;
      }),
    );
  }

  language.onChange(render);
  render();
  listen();
}
