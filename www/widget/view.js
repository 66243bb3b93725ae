// The markup of an <alice-chess> shadow root, made with createElement (never from HTML text), with
// the same test contract as the page: data-testid on the controls and the status, data-square /
// data-piece / data-board on the board (drawn by board.js into the `board` part).
// The fixed words are message keys (data-i18n, data-i18n-aria-label, data-i18n-title), filled by
// i18n.js translateDom in the element's language; the changing ones are render.js's and online.js's.

/**
 * Make an element: h('button', {class: 'btn', testid: 'undo', label: 'widget.undo'}, child, …).
 * Props that are undefined, null or false are left out; true is an empty attribute. Words are keys:
 * `text` (the text), `label` (aria-label and tooltip), `aria` (aria-label only).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [props]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.dataset.i18n = v;
    else if (k === 'testid') el.dataset.testid = v;
    else if (k === 'label') {
      el.dataset.i18nAriaLabel = v;
      el.dataset.i18nTitle = v;
    } else if (k === 'aria') el.dataset.i18nAriaLabel = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  el.append(...children);
  return el;
}

/**
 * A button showing an icon, labelled for screen readers and as a tooltip.
 * @param {string} testid
 * @param {string} icon  the icon's class
 * @param {string|null} label  its key (null: worded by render.js)
 * @param {Record<string, any>} [extra]  more props
 */
function iconButton(testid, icon, label, extra = {}) {
  return h('button', { type: 'button', class: 'btn', testid, label, ...extra }, h('span', { class: `icon ${icon}`, 'aria-hidden': 'true' }));
}

/**
 * Build the shadow root's content. Returns the parts the element drives:
 * {frame, errors, errorList, errorClose, players, board, moveNote, loading, status, statusText, turnDot, nav:
 * {first, prev, next, last}, navGroup, controls, undo, flip, viewToggle, side, moves, movesEmpty, announce}.
 * (The stylesheet is style.js's; the words are filled by translateDom.)
 * @param {ShadowRoot} shadow
 */
export function buildShadow(shadow) {

  const errorList = h('ul', { class: 'error-list' });
  const errorClose = h('button', { type: 'button', class: 'error-close', testid: 'error-close', label: 'widget.error.dismiss' }, '×');
  const errors = h('div', { class: 'errors', part: 'error', testid: 'error', role: 'alert', hidden: true }, errorList, errorClose);

  const players = h('p', { class: 'players', testid: 'players', hidden: true });

  const loading = h('div', { class: 'loading', testid: 'loading', text: 'widget.loading' });
  const moveNote = h('p', { class: 'move-note', testid: 'move-note', role: 'status', hidden: true });
  const board = h('div', { class: 'board-area', part: 'board', testid: 'board' }, loading, moveNote);

  const turnDot = h('span', { class: 'turn-dot', 'aria-hidden': 'true' });
  const statusText = h('span', { class: 'status-text', text: 'widget.status.loading' });
  const status = h('p', { class: 'status', part: 'status', testid: 'status', role: 'status', 'aria-live': 'polite' }, turnDot, statusText);

  const nav = {
    first: iconButton('nav-first', 'i-first', 'widget.nav.first'),
    prev: iconButton('nav-prev', 'i-prev', 'widget.nav.prev'),
    next: iconButton('nav-next', 'i-next', 'widget.nav.next'),
    last: iconButton('nav-last', 'i-last', 'widget.nav.last'),
  };
  const navGroup = h('div', { class: 'group nav', role: 'group', aria: 'widget.nav.group' }, nav.first, nav.prev, nav.next, nav.last);
  const undo = iconButton('undo', 'i-undo', 'widget.undo');
  const flip = iconButton('flip', 'i-flip', 'widget.flip');
  const viewToggle = iconButton('view-toggle', 'i-boards', null, { 'aria-pressed': 'false' });
  const controls = h('div', { class: 'group controls', role: 'group', aria: 'widget.controls' }, undo, flip, viewToggle);
  const live = h('button', { type: 'button', class: 'btn live', testid: 'live', label: 'widget.live.label', hidden: true, text: 'widget.live' });
  const tools = h('div', { class: 'tools', part: 'controls' }, live, navGroup, controls);
  const bar = h('div', { class: 'bar' }, status, tools);

  // Online: the clocks above and below the board, the host's actions, an offer, the result.
  /** @param {'white'|'black'} color */
  const clock = (color) => h('span', { class: 'clock', testid: `clock-${color}`, role: 'timer' });
  const clocks = { white: clock('white'), black: clock('black') };
  const seats = {
    top: h('div', { class: 'seat top', part: 'clock', hidden: true }),
    bottom: h('div', { class: 'seat bottom', part: 'clock', hidden: true }),
  };
  /**
   * @param {string} testid
   * @param {string} glyph
   * @param {string} label  the key of its aria-label and tooltip (its text is online.js's)
   */
  const action = (testid, glyph, label) =>
    h('button', { type: 'button', class: 'btn action', testid, label }, h('span', { class: 'glyph', 'aria-hidden': 'true' }, glyph), h('span', { class: 'action-text' }));
  const actions = {
    resign: action('resign', '⚑', 'widget.action.resignLabel'),
    draw: action('draw-offer', '½', 'widget.action.drawLabel'),
    takeback: action('takeback-offer', '↶', 'widget.action.takebackLabel'),
    abort: action('abort', '✕', 'widget.action.abortLabel'),
  };
  const actionBar = h('div', { class: 'actions', part: 'actions', role: 'group', aria: 'widget.actions', hidden: true }, actions.abort, actions.resign, actions.draw, actions.takeback);
  const offerText = h('span', { class: 'offer-text' });
  const offerAccept = h('button', { type: 'button', class: 'btn primary', testid: 'offer-accept', text: 'widget.offer.accept' });
  const offerDecline = h('button', { type: 'button', class: 'btn', testid: 'offer-decline', text: 'widget.offer.decline' });
  const offer = h('div', { class: 'offer', part: 'offer', testid: 'offer', role: 'alertdialog', aria: 'widget.offer.label', hidden: true }, offerText, h('span', { class: 'offer-buttons' }, offerAccept, offerDecline));
  // The player's own offer (with Withdraw), the opponent gone (with Claim victory once it may be
  // claimed), the connection to the host when it is not up.
  const sentText = h('span', { class: 'offer-text' });
  const sentWithdraw = h('button', { type: 'button', class: 'btn', testid: 'offer-withdraw', text: 'widget.offer.withdraw' });
  const sent = h('div', { class: 'offer sent', part: 'offer', testid: 'offer-sent', role: 'status', hidden: true }, sentText, h('span', { class: 'offer-buttons' }, sentWithdraw));
  const goneText = h('span', { class: 'offer-text' });
  const claim = h('button', { type: 'button', class: 'btn primary', testid: 'claim-victory', text: 'widget.gone.claimButton', hidden: true });
  const gone = h('div', { class: 'offer gone', part: 'offer', testid: 'opponent-gone', role: 'status', hidden: true }, goneText, h('span', { class: 'offer-buttons' }, claim));
  const connection = h('p', { class: 'connection', part: 'connection', testid: 'connection', role: 'status', hidden: true });
  const resultScore = h('span', { class: 'result-score' });
  const resultText = h('span', { class: 'result-text' });
  const result = h('div', { class: 'result', part: 'result', testid: 'result', hidden: true }, resultScore, resultText);

  const moves = h('ol', { class: 'moves', testid: 'moves', aria: 'widget.moves.label' });
  const movesEmpty = h('p', { class: 'moves-empty', text: 'widget.moves.none' });
  const movesScroll = h('div', { class: 'moves-scroll' }, moves, movesEmpty);
  const side = h('div', { class: 'side', part: 'moves', hidden: true }, movesScroll);

  const announce = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const boardCol = h('div', { class: 'board-col' }, players, connection, seats.top, board, seats.bottom, offer, sent, gone, result, bar, actionBar);
  const frame = h('div', { class: 'frame', part: 'frame', hidden: true }, errors, h('div', { class: 'body', part: 'body' }, boardCol, side), announce);

  shadow.append(frame);
  return {
    frame,
    errors,
    errorList,
    errorClose,
    players,
    board,
    moveNote,
    loading,
    status,
    statusText,
    turnDot,
    nav,
    navGroup,
    controls,
    tools,
    live,
    clocks,
    seats,
    actions,
    actionBar,
    offer,
    offerText,
    offerAccept,
    offerDecline,
    sent,
    sentText,
    sentWithdraw,
    gone,
    goneText,
    claim,
    connection,
    result,
    resultScore,
    resultText,
    undo,
    flip,
    viewToggle,
    side,
    moves,
    movesEmpty,
    announce,
  };
}

/**
 * The rules core could not load: an empty board-sized box, "Not available", and no buttons (there
 * is no game to drive).
 * @param {ReturnType<typeof buildShadow>} ui
 */
export function showUnavailable(ui) {
  delete ui.loading.dataset.i18n;
  ui.loading.textContent = '';
  ui.loading.classList.add('failed');
  ui.statusText.dataset.i18n = 'widget.status.unavailable';
  ui.tools.hidden = true;
}

/**
 * Replace the messages of the error box (text only).
 * @param {ReturnType<typeof buildShadow>} ui
 * @param {string[]} messages
 */
export function showMessages(ui, messages) {
  ui.errorList.replaceChildren(...messages.map((m) => h('li', {}, m)));
  ui.errors.hidden = messages.length === 0;
}
