// What the online screens' lists and sentences share: a row that links to a game (Watch, My games,
// a profile's games), and a translated sentence with players' names in it, each name in a <bdi>
// set as text (a name written right to left, or with characters of its own, cannot reorder the
// words around it, and is never markup).

/**
 * A stand-in for a name in a translated sentence (`t(key, {name: mark('name')})`), replaced by
 * the name's own element by withNames.
 * @param {string} key
 */
export const mark = (key) => `\u0001${key}\u0002`;

/**
 * The nodes of `text` with each stand-in of mark() replaced by its name in a `<bdi>`.
 * @param {string} text
 * @param {Record<string, string>} names
 * @returns {Node[]}
 */
export function withNames(text, names) {
  return text
    .split(/(\u0001[^\u0002]*\u0002)/)
    .filter(Boolean)
    .map((part) => {
      const key = /^\u0001([^\u0002]*)\u0002$/.exec(part)?.[1];
      if (key === undefined || !(key in names)) return document.createTextNode(part);
      const bdi = document.createElement('bdi');
      bdi.textContent = names[key];
      return bdi;
    });
}

/**
 * A list's row that links to a game (`?game=ID`): `<li data-testid data-game-id><a>parts</a></li>`.
 * @param {string} testid
 * @param {string} id  the game's id (checked hex: GAME_ID)
 * @param {Node[]} parts
 */
export function gameRow(testid, id, parts) {
  const li = document.createElement('li');
  li.dataset.testid = testid;
  li.dataset.gameId = id;
  const a = document.createElement('a');
  a.href = `?game=${id}`;
  a.className = 'watch-link';
  a.append(...parts);
  li.append(a);
  return li;
}

/**
 * A span of a row: its class and text.
 * @param {string} className
 * @param {string} text
 */
export function cell(className, text) {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  return span;
}
