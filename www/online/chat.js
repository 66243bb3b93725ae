// A live game's chat (the view; its lines and sending are the game controller's): the players'
// room for a player, the spectators' room for a spectator (as lichess: neither sees the other's
// during the game; once it is over, a player's page has a second tab, the spectators' room, to
// read and write in). A line is typed in `chat-input` and sent with Enter; each line shown is a
// `chat-line` with its writer's name isolated (<bdi>) and its text as text, never as HTML. The
// setting beside the title — chat on, the opponent muted, chat off — is kept in this browser
// (prefs.chat). A refusal (too long, too fast, the chat full) is said in words under the field.

/** @typedef {import('./game-ctrl.js').ChatLine} ChatLine */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

import { errorText } from './words.js';

/** The longest line, in characters as a reader counts them (the server's limit). */
export const CHAT_MAX = 140;

/** The refusals of a line that have words of their own (`chat-long`: found here, before sending). */
const CHAT_ERRORS = /** @type {Record<string, string>} */ ({
  'chat-long': 'online.chat.error.long',
  chat: 'online.chat.error.characters',
  'chat-throttled': 'online.chat.error.throttled',
  'chat-full': 'online.chat.error.full',
  waiting: 'online.chat.error.waiting',
  'chat-room': 'online.chat.error.room',
  throttled: 'online.chat.error.throttled',
});

/**
 * The number of characters of `text` as a reader counts them (grapheme clusters).
 * @param {string} text
 */
export function chatLength(text) {
  const Segmenter = /** @type {any} */ (Intl).Segmenter;
  if (!Segmenter) return [...text].length;
  let n = 0;
  for (const _ of new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) n++;
  return n;
}

/**
 * The lines to show: none with the chat off, the opponent's left out when muted (a player's own
 * lines stay).
 * @param {readonly ChatLine[]} lines
 * @param {'on'|'muted'|'off'} setting
 * @param {'white'|'black'|null} seat  this page's seat (null: a spectator, who has no opponent to mute)
 */
export function shownLines(lines, setting, seat) {
  if (setting === 'off') return [];
  if (setting === 'muted' && seat) return lines.filter((l) => l.room !== 'player' || l.seat === seat);
  return lines.slice();
}

/**
 * @param {Record<string, any>} el  the page's parts by data-part
 * @param {{ctrl: ReturnType<typeof import('./game-ctrl.js').createGameCtrl>, language: PageLanguage,
 *          prefs: import('../shell/storage.js').Prefs, save: () => void}} env
 */
export function mountChat(el, env) {
  const { ctrl, language, prefs } = env;
  const { t } = language;
  /** @type {string|null} a refusal found here before sending (too long) */
  let localError = null;
  /** what the list shows now: redrawn only when it changes */
  let drawn = '';
  /** @type {'player'|'spectator'} the room a player's page shows (the spectators' once the game is over, if chosen) */
  let room = 'player';
  /** the room shown and written in: a player's choice while both are open, else the page's own */
  const shownRoom = () => (ctrl.view.seat && ctrl.view.spectatorChat !== null ? room : ctrl.view.seat ? 'player' : 'spectator');

  for (const tab of /** @type {HTMLButtonElement[]} */ ([el['chat-tab-player'], el['chat-tab-spectator']])) {
    tab.addEventListener('click', () => {
      room = tab.dataset.room === 'spectator' ? 'spectator' : 'player';
      localError = null;
      ctrl.clearChatError();
      render();
    });
  }

  const input = /** @type {HTMLInputElement} */ (el['chat-input']);
  const select = /** @type {HTMLSelectElement} */ (el['chat-setting']);

  input.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    if (e.key !== 'Enter' || e.isComposing || e.shiftKey) return;
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (chatLength(text) > CHAT_MAX) {
      localError = 'chat-long';
      return render();
    }
    ctrl.say(text, shownRoom()).then((ok) => {
      // Kept in the field when refused: the player may shorten it or send it again.
      if (ok && input.value.trim() === text) input.value = '';
    });
  });
  input.addEventListener('input', () => {
    if (localError) {
      localError = null;
      render();
    }
    ctrl.clearChatError();
  });
  select.addEventListener('change', () => {
    const v = select.value;
    prefs.chat = v === 'off' || v === 'muted' ? v : 'on';
    env.save();
    drawn = '';
    render();
  });

  /** @param {ChatLine} line */
  function lineItem(line) {
    const li = document.createElement('li');
    li.dataset.testid = 'chat-line';
    li.dataset.seq = String(line.seq);
    if (line.seat) li.dataset.seat = line.seat;
    if (line.seat && line.seat === ctrl.view.seat) li.classList.add('mine');
    const name = document.createElement('bdi'); // a name cannot reorder the line around it
    name.className = 'chat-name';
    // A player or spectator without a name is "Anonymous", as on the board and in the list of players.
    name.textContent = line.name || t('online.lobby.anonymous');
    const text = document.createElement('span');
    text.className = 'chat-text';
    text.textContent = line.text;
    li.append(name, text);
    return li;
  }

  function render() {
    const view = ctrl.view;
    const state = ctrl.state();
    const card = el['online-chat'];
    card.hidden = !view.game || state === 'failed' || state === 'connecting';
    if (card.hidden) return;
    const seat = view.seat;
    const setting = prefs.chat === 'muted' && !seat ? 'on' : prefs.chat;
    if (select.value !== setting) select.value = setting;
    el['chat-mute-option'].hidden = !seat;
    el['chat-mute-option'].disabled = !seat;
    language.say(el['chat-title'], () => t(seat ? 'online.chat.players' : 'online.chat.spectators'));
    // A player once the game is over: two rooms, as tabs (the title is then the tabs).
    const both = !!seat && view.spectatorChat !== null;
    const current = shownRoom();
    el['chat-tabs'].hidden = !both;
    el['chat-title'].hidden = both;
    for (const tab of [el['chat-tab-player'], el['chat-tab-spectator']]) {
      const on = tab.dataset.room === current;
      tab.setAttribute('aria-selected', String(on));
      tab.classList.toggle('on', on);
    }
    el['chat-lines'].dataset.room = current;
    const off = setting === 'off';
    const opened = !!seat ? state !== 'waiting' : true;
    input.hidden = off || !opened;
    el['chat-lines'].hidden = off;
    const roomLines = current === 'spectator' && seat ? (view.spectatorChat ?? []) : view.chat;
    const lines = shownLines(roomLines, setting, seat);
    const key = `${language.lang()}|${setting}|${current}|${lines.map((l) => l.seq).join(',')}`;
    if (key !== drawn) {
      drawn = key;
      const list = el['chat-lines'];
      list.replaceChildren(...lines.map(lineItem));
      list.scrollTop = list.scrollHeight;
    }
    language.say(el['chat-note'], () => {
      if (off) return t('online.chat.offNote');
      if (!opened) return t('online.chat.error.waiting');
      if (!lines.length) return t(setting === 'muted' && roomLines.length ? 'online.chat.mutedNote' : 'online.chat.empty');
      return '';
    });
    const err = localError ?? view.chatError?.code ?? null;
    const message = view.chatError?.message ?? '';
    language.say(el['chat-error'], err ? () => (CHAT_ERRORS[err] ? t(CHAT_ERRORS[err], { max: CHAT_MAX }) : errorText(t, err, message)) : null);
  }

  ctrl.onChange(render);
  return { render };
}
