// The embed demo page (embed.html): an event log of the boards on the page, and the snippets to
// copy, with this site's own address filled in. Text only (textContent): nothing is parsed as HTML.

const log = document.querySelector('[data-testid="event-log"]');
const empty = document.querySelector('[data-testid="event-log-empty"]');
const MAX_ENTRIES = 60;

/** One line of the log, e.g. "replay · move · Cb5# (e2b5) · ply 5". */
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
  while (log.children.length > MAX_ENTRIES) log.lastElementChild.remove();
  empty.hidden = true;
}

// The events bubble (and cross shadow roots), so one listener on the document hears every board.
for (const type of ['move', 'change', 'gameover', 'error']) {
  document.addEventListener(type, (e) => {
    const el = e.target;
    if (!(el instanceof Element) || el.localName !== 'alice-chess') return;
    add(el.dataset.name || el.id || 'board', type, e.detail);
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

for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', () => {
    const source = document.querySelector(`[data-part="${button.dataset.copy}"]`);
    const text = source?.textContent ?? '';
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
const options = document.querySelector('[data-testid="play-options"]');
const playSnippet = document.querySelector('[data-part="play-snippet"]');
const DEFAULTS = { mode: 'hotseat', level: '3', orientation: 'white', view: 'single' };

function showPlaySnippet() {
  const attrs = [];
  for (const name of ['mode', 'level', 'orientation', 'view']) {
    const value = play.getAttribute(name);
    if (value !== null) attrs.push(`${name}="${value}"`);
  }
  playSnippet.textContent = `<alice-chess ${[...attrs, 'show-moves', 'show-controls'].join(' ')}></alice-chess>`;
}

if (play && options && playSnippet) {
  options.addEventListener('change', (e) => {
    const field = e.target;
    if (!(field instanceof HTMLSelectElement)) return;
    if (field.value === DEFAULTS[field.name] && field.name !== 'orientation') play.removeAttribute(field.name);
    else play.setAttribute(field.name, field.value);
    if (field.name === 'mode') {
      options.elements.level.disabled = field.value !== 'computer';
      if (field.value !== 'computer') play.removeAttribute('level');
      else play.setAttribute('level', options.elements.level.value);
    }
    showPlaySnippet();
  });
  options.addEventListener('submit', (e) => e.preventDefault());
  // The board's own buttons (flip, one/two boards) change its attributes too.
  new MutationObserver(() => {
    options.elements.orientation.value = play.getAttribute('orientation') === 'black' ? 'black' : 'white';
    options.elements.view.value = play.getAttribute('view') === 'two' ? 'two' : 'single';
    showPlaySnippet();
  }).observe(play, { attributes: true, attributeFilter: ['orientation', 'view'] });
}
