// Drawn shapes — arrows and circles, as on the big chess sites — in an SVG layer over each board
// view, plus the hint arrow. Shapes are square names: they scale with the board (the layer's viewBox
// is the 8×8 grid) and follow the orientation. No chess here: a shape is any from/to pair.
//
// Each drawn shape is an SVG element with data-shape ("arrow" | "circle"), data-from, data-to (arrows),
// data-brush and data-kind ("user": drawn by the player, "auto": the app's, "hint", "drawing": the one
// being drawn).

import { screenPos } from './squares.js';

/** @typedef {import('./squares.js').BoardName} BoardName */
/** @typedef {import('./squares.js').Color} Color */
/** @typedef {import('./render.js').BoardContext} BoardContext */
/** @typedef {import('./render.js').View} View */

/**
 * The colours a shape can be drawn in ('hint' is the board's own, for the hint).
 * @typedef {'green' | 'red' | 'blue' | 'yellow' | 'paleBlue' | 'faintBlue' | 'paleRed'} Brush
 */

/**
 * An arrow (`to` set and different from `from`) or a circle (no `to`) on the board. `board` is the
 * board of a two-board view the shape belongs to; a shape without one shows on every view.
 * @typedef {{from: string, to?: string, board?: BoardName, brush: Brush}} Shape
 */

/**
 * A shape being drawn (owned by draw.js).
 * @typedef {object} Drawing
 * @property {number} pointerId
 * @property {View} view  the view it is drawn on
 * @property {string} from
 * @property {string | null} to  the square under the pointer, when not `from`
 * @property {Brush} brush
 */

/** @typedef {Brush | 'hint'} Pen */
/** @typedef {'user' | 'auto' | 'hint' | 'drawing'} ShapeKind */

/**
 * How each pen draws, in squares: colour, opacity, arrow shaft width, head width and length, and
 * how far short of the target square's centre the tip stops (so the head leaves the piece visible).
 * @type {Record<Pen, {color: string, opacity: number, width: number, head: number, headLength: number, gap: number}>}
 */
const PENS = {
  green: { color: '#15781b', opacity: 0.8, width: 0.16, head: 0.5, headLength: 0.4, gap: 0.2 },
  red: { color: '#b02828', opacity: 0.8, width: 0.16, head: 0.5, headLength: 0.4, gap: 0.2 },
  blue: { color: '#0b49b8', opacity: 0.8, width: 0.16, head: 0.5, headLength: 0.4, gap: 0.2 },
  yellow: { color: '#e68f00', opacity: 0.85, width: 0.16, head: 0.5, headLength: 0.4, gap: 0.2 },
  // The analysis board's second and third lines (and the threat's), weaker than the best's.
  paleBlue: { color: '#0b49b8', opacity: 0.5, width: 0.12, head: 0.42, headLength: 0.34, gap: 0.2 },
  faintBlue: { color: '#0b49b8', opacity: 0.32, width: 0.09, head: 0.36, headLength: 0.3, gap: 0.2 },
  paleRed: { color: '#b02828', opacity: 0.45, width: 0.11, head: 0.4, headLength: 0.32, gap: 0.2 },
  hint: { color: '#2f86eb', opacity: 0.72, width: 0.24, head: 0.62, headLength: 0.46, gap: 0.16 },
};

export const BRUSHES = /** @type {Brush[]} */ (['green', 'red', 'blue', 'yellow', 'paleBlue', 'faintBlue', 'paleRed']);

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The brush a right click or drag draws with, from its modifier keys (as lichess): none green,
 * Shift red, Alt (or Ctrl, or Meta) blue, Shift with Alt/Ctrl/Meta yellow.
 * @param {{shiftKey: boolean, altKey: boolean, ctrlKey: boolean, metaKey: boolean}} e
 * @returns {Brush}
 */
export function brushOf(e) {
  const other = e.altKey || e.ctrlKey || e.metaKey;
  return BRUSHES[(e.shiftKey ? 1 : 0) + (other ? 2 : 0)];
}

/**
 * Do two shapes sit in the same place (same squares, same board)?
 * @param {Shape} a
 * @param {Shape} b
 */
export const samePlace = (a, b) => a.from === b.from && (a.to ?? null) === (b.to ?? null) && a.board === b.board;

/**
 * The user's shapes after drawing `shape`: the same shape again removes it, the same place in
 * another colour recolours it, anything else is added.
 * @param {Shape[]} shapes
 * @param {Shape} shape
 * @returns {Shape[]}
 */
export function toggleShape(shapes, shape) {
  const old = shapes.find((s) => samePlace(s, shape));
  if (!old) return [...shapes, shape];
  const rest = shapes.filter((s) => s !== old);
  return old.brush === shape.brush ? rest : [...rest, shape];
}

/**
 * A checked copy of a shape list (shapes with bad squares or brushes are dropped), for setShapes.
 * @param {unknown} shapes
 * @returns {Shape[]}
 */
export function cleanShapes(shapes) {
  if (!Array.isArray(shapes)) return [];
  const isSquare = (/** @type {unknown} */ s) => typeof s === 'string' && /^[a-h][1-8]$/.test(s);
  /** @type {Shape[]} */
  const out = [];
  for (const s of shapes) {
    if (!s || !isSquare(s.from) || !BRUSHES.includes(s.brush)) continue;
    /** @type {Shape} */
    const shape = { from: s.from, brush: s.brush };
    if (isSquare(s.to) && s.to !== s.from) shape.to = s.to;
    if (s.board === 'A' || s.board === 'B') shape.board = s.board;
    out.push(shape);
  }
  return out;
}

/**
 * The centre of a square in the layer's coordinates (one unit = one square).
 * @param {string} sq
 * @param {Color} orientation
 * @returns {[number, number]}
 */
function centre(sq, orientation) {
  const { col, row } = screenPos(sq, orientation);
  return [col + 0.5, row + 0.5];
}

/** @param {number} n */
const num = (n) => String(Math.round(n * 1000) / 1000);

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svgEl(tag, attrs) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, typeof v === 'number' ? num(v) : v);
  return el;
}

/**
 * The outline of an arrow from a's centre towards b's, as one path (shaft with a round tail and a
 * pointed head), so that a translucent arrow has no darker overlaps.
 * @param {[number, number]} a
 * @param {[number, number]} b
 * @param {Pen} pen
 */
export function arrowPath(a, b, pen) {
  const { width, head, headLength, gap } = PENS[pen];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const nx = -uy; // left-hand normal
  const ny = ux;
  const tip = len - gap;
  const base = Math.max(0, tip - headLength); // where the head starts, along the arrow
  const w = width / 2;
  const h = head / 2;
  /** @param {number} along @param {number} side */
  const pt = (along, side) => `${num(a[0] + ux * along + nx * side)},${num(a[1] + uy * along + ny * side)}`;
  return (
    `M${pt(0, w)} L${pt(base, w)} L${pt(base, h)} L${pt(tip, 0)} L${pt(base, -h)} L${pt(base, -w)} ` +
    `L${pt(0, -w)} A${num(w)},${num(w)} 0 0 0 ${pt(0, w)} Z`
  );
}

/**
 * One shape as an SVG element.
 * @param {{from: string, to?: string | null}} shape
 * @param {Pen} pen
 * @param {ShapeKind} kind
 * @param {Color} orientation
 */
function shapeEl(shape, pen, kind, orientation) {
  const { color, opacity } = PENS[pen];
  const a = centre(shape.from, orientation);
  const faded = kind === 'drawing' ? 0.85 : 1;
  /** @type {Element} */
  let el;
  if (shape.to && shape.to !== shape.from) {
    el = svgEl('path', { d: arrowPath(a, centre(shape.to, orientation), pen), fill: color, opacity: opacity * faded });
    el.setAttribute('data-shape', 'arrow');
    el.setAttribute('data-to', shape.to);
  } else {
    const stroke = pen === 'hint' ? 0.09 : 0.0625;
    el = svgEl('circle', {
      cx: a[0],
      cy: a[1],
      r: 0.5 - stroke / 2 - 0.01,
      fill: 'none',
      stroke: color,
      'stroke-width': stroke,
      opacity: opacity * faded,
    });
    el.setAttribute('data-shape', 'circle');
  }
  el.setAttribute('data-from', shape.from);
  el.setAttribute('data-brush', pen);
  el.setAttribute('data-kind', kind);
  return el;
}

/**
 * What a view shows: [shape, pen, kind] in drawing order (hint, the app's, the player's, the one
 * being drawn on top).
 * @param {BoardContext} ctx
 * @param {View} view
 * @returns {[{from: string, to?: string | null}, Pen, ShapeKind][]}
 */
function shapesOf(ctx, view) {
  const { state } = ctx;
  const vb = view.board;
  /** @type {[{from: string, to?: string | null}, Pen, ShapeKind][]} */
  const out = [];
  const hint = state.hint;
  if (hint) {
    if (!vb || vb === hint.fromBoard) out.push([{ from: hint.from, to: hint.to }, 'hint', 'hint']);
    // In two-board view the piece lands on the other board: its arrival square is ringed there.
    else if (vb === hint.toBoard) out.push([{ from: hint.to }, 'hint', 'hint']);
  }
  /** @param {Shape} s */
  const here = (s) => !vb || !s.board || s.board === vb;
  for (const s of state.autoShapes) if (here(s)) out.push([s, s.brush, 'auto']);
  for (const s of state.shapes) if (here(s)) out.push([s, s.brush, 'user']);
  const d = state.drawing;
  if (d && d.view === view) out.push([{ from: d.from, to: d.to }, d.brush, 'drawing']);
  return out;
}

/**
 * Draw the shapes of every view into its SVG layer (made on first use; rebuilt only on change).
 * @param {BoardContext} ctx
 */
export function renderShapes(ctx) {
  const orientation = ctx.state.orientation;
  for (const view of ctx.views) {
    const list = shapesOf(ctx, view);
    const key = orientation + JSON.stringify(list);
    if (view.shapesKey === key) continue;
    view.shapesKey = key;
    let svg = view.svg;
    if (!svg) {
      svg = /** @type {SVGSVGElement} */ (svgEl('svg', { class: 'board-shapes', viewBox: '0 0 8 8', 'aria-hidden': 'true' }));
      view.svg = svg;
      view.el.append(svg);
    }
    svg.replaceChildren(...list.map(([shape, pen, kind]) => shapeEl(shape, pen, kind, orientation)));
  }
}
