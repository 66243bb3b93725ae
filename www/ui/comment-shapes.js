// Arrows and circles kept in a move's PGN comment, as lichess writes them: `[%cal Ge2e4,Rd7d5]`
// (arrows) and `[%csl Ge4]` (circles), the letter the brush (G green, R red, B blue, Y yellow).
// The analysis board writes the shapes drawn on a position into its node's comment, and draws them
// again when the position is shown; the comment's own text is shown without them. (The board of a
// shape in the two-board view is not kept: PGN has no word for it.)

/** @typedef {{from: string, to?: string, brush: 'green'|'red'|'blue'|'yellow'}} Drawn */

const LETTERS = /** @type {const} */ ({ green: 'G', red: 'R', blue: 'B', yellow: 'Y' });
const BRUSH = /** @type {Record<string, Drawn['brush']>} */ ({ G: 'green', R: 'red', B: 'blue', Y: 'yellow' });
const TAG = /\[%(cal|csl)\s+([^\]]*)\]/g;
const SQUARE = /^[a-h][1-8]$/;

/**
 * A comment without its shape tags (what the player reads and types).
 * @param {string} comment
 */
export function commentText(comment) {
  return comment.replace(TAG, '').replace(/\s+/g, ' ').trim();
}

/**
 * The shapes a comment holds (unknown colours and bad squares skipped).
 * @param {string} comment
 * @returns {Drawn[]}
 */
export function commentShapes(comment) {
  /** @type {Drawn[]} */
  const out = [];
  for (const [, kind, list] of comment.matchAll(TAG)) {
    for (const item of list.split(',')) {
      const s = item.trim();
      const brush = BRUSH[s[0]];
      const from = s.slice(1, 3);
      const to = s.slice(3, 5);
      if (!brush || !SQUARE.test(from)) continue;
      if (kind === 'cal' && SQUARE.test(to) && s.length === 5) out.push({ from, to, brush });
      else if (kind === 'csl' && s.length === 3) out.push({ from, brush });
    }
  }
  return out;
}

/**
 * The comment `text` with these shapes as tags after it (none: the text alone).
 * @param {string} text  the comment's own words
 * @param {ReadonlyArray<{from: string, to?: string, brush: string}>} shapes
 */
export function withShapes(text, shapes) {
  const letter = (/** @type {string} */ b) => LETTERS[/** @type {keyof typeof LETTERS} */ (b)];
  const arrows = shapes.filter((s) => s.to && s.to !== s.from && letter(s.brush)).map((s) => `${letter(s.brush)}${s.from}${s.to}`);
  const circles = shapes.filter((s) => (!s.to || s.to === s.from) && letter(s.brush)).map((s) => `${letter(s.brush)}${s.from}`);
  const tags = [...(circles.length ? [`[%csl ${circles.join(',')}]`] : []), ...(arrows.length ? [`[%cal ${arrows.join(',')}]`] : [])];
  return [commentText(text), ...tags].filter(Boolean).join(' ');
}
