// The embed demo page (embed.html): an event log of the boards on the page, and the snippets to
// copy, with this site's own address filled in. Text only (textContent): nothing is parsed as HTML.

// Both are in embed.html.
const log = /** @type {HTMLElement} */ (document.querySelector('[data-testid="event-log"]'));
const empty = /** @type {HTMLElement} */ (document.querySelector('[data-testid="event-log-empty"]'));
const MAX_ENTRIES = 60;

/**
 * One line of the log, e.g. "replay · move · Cb5# (e2b5) · ply 5".
 * @param {string} type  the event's
 * @param {any} detail  the event's detail (see the element's events)
 */
function describe(type, detail) {
  switch (type) {
    case 'move':
      return `${detail.alice} (${detail.uci}, SAN ${detail.san}) · ply ${detail.ply}`;
    case 'change':
      return `ply ${detail.ply}${detail.live ? '' : ` of ${detail.moves}`} · ${detail.fen}`;
    case 'gameover':
      return `${detail.result} · ${detail.reason} · ${detail.text}`;
    case 'error':
      return detail.message;
    default:
      return JSON.stringify(detail);
  }
}

/**
 * Log an event of a board.
 * @param {string} board  the board's name
 * @param {string} type
 * @param {any} detail
 */
function add(board, type, detail) {
  const li = document.createElement('li');
  li.className = `entry entry-${type}`;
  li.dataset.type = type;
  li.dataset.board = board;
  const who = document.createElement('span');
  who.className = 'who';
  who.textContent = board;
  const what = document.createElement('span');
  what.className = 'what';
  what.textContent = type;
  const text = document.createElement('span');
  text.className = 'text';
  text.textContent = describe(type, detail ?? {});
  li.append(who, what, text);
  log.prepend(li);
  while (log.children.length > MAX_ENTRIES) /** @type {Element} */ (log.lastElementChild).remove();
  empty.hidden = true;
}

// The events bubble (and cross shadow roots), so one listener on the document hears every board.
for (const type of ['move', 'change', 'gameover', 'error']) {
  document.addEventListener(type, (e) => {
    const el = e.target;
    if (!(el instanceof Element) || el.localName !== 'alice-chess') return;
    add(/** @type {HTMLElement} */ (el).dataset.name || el.id || 'board', type, /** @type {CustomEvent} */ (e).detail);
  });
}

document.querySelector('[data-testid="log-clear"]')?.addEventListener('click', () => {
  log.replaceChildren();
  empty.hidden = false;
});

// Snippets with this site's address, so they work when pasted elsewhere.
const here = new URL('.', location.href);
const script = new URL('www/alice-chess.js', here).href;
const frame = new URL('index.html?embed=1&moves=e4+d5&show-moves=0', here).href;
const snippet = document.querySelector('[data-part="snippet"]');
const frameSnippet = document.querySelector('[data-part="iframe-snippet"]');
if (snippet) {
  snippet.textContent =
    `<script type="module" src="${script}"></script>\n` +
    '<alice-chess moves="e4 d5" orientation="white" show-moves show-controls></alice-chess>';
}
if (frameSnippet) frameSnippet.textContent = `<iframe src="${frame}" width="420" height="470"></iframe>`;

for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-copy]'))) {
  button.addEventListener('click', () => {
    const source = document.querySelector(`[data-part="${button.dataset.copy}"]`);
    const text = source?.textContent ?? '';
    /** @param {string} label */
    const done = (label) => {
      button.textContent = label;
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(() => done('Copied!'), () => done('Select & copy'));
    else done('Select & copy');
  });
}

// The first board's attributes, live: the form sets them, the snippet shows them.
const play = document.getElementById('play');
/** @type {HTMLFormElement | null} */
const options = document.querySelector('[data-testid="play-options"]');
const playSnippet = document.querySelector('[data-part="play-snippet"]');
/** @type {Record<string, string>} */
const DEFAULTS = { mode: 'hotseat', level: '3', orientation: 'white', view: 'single', lang: '' };

/** Show the first board's attributes (called only when the board and its snippet exist). */
function showPlaySnippet() {
  const attrs = [];
  for (const name of ['mode', 'level', 'orientation', 'view', 'lang']) {
    const value = /** @type {HTMLElement} */ (play).getAttribute(name);
    if (value !== null) attrs.push(`${name}="${value}"`);
  }
  /** @type {Element} */ (playSnippet).textContent = `<alice-chess ${[...attrs, 'show-moves', 'show-controls'].join(' ')}></alice-chess>`;
}

if (play && options && playSnippet) {
  // The form's selects by name.
  const fields = /** @type {{level: HTMLSelectElement, orientation: HTMLSelectElement, view: HTMLSelectElement}} */ (
    /** @type {unknown} */ (options.elements)
  );
  options.addEventListener('change', (e) => {
    const field = e.target;
    if (!(field instanceof HTMLSelectElement)) return;
    if (field.value === DEFAULTS[field.name] && field.name !== 'orientation') play.removeAttribute(field.name);
    else play.setAttribute(field.name, field.value);
    if (field.name === 'mode') {
      fields.level.disabled = field.value !== 'computer';
      if (field.value !== 'computer') play.removeAttribute('level');
      else play.setAttribute('level', fields.level.value);
    }
    showPlaySnippet();
  });
  options.addEventListener('submit', (e) => e.preventDefault());
  // The board's own buttons (flip, one/two boards) change its attributes too.
  new MutationObserver(() => {
    fields.orientation.value = play.getAttribute('orientation') === 'black' ? 'black' : 'white';
    fields.view.value = play.getAttribute('view') === 'two' ? 'two' : 'single';
    showPlaySnippet();
  }).observe(play, { attributes: true, attributeFilter: ['orientation', 'view'] });
}
