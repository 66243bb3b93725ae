// Generates the 24 piece images in this folder: node www/pieces/gen.mjs
//
// The drawings are original to this project (MIT, like the project; see README.md). Each role is
// drawn once, on a 100×100 canvas, as outlined "body" shapes plus "detail" strokes; the four
// colour sets only change the paints:
//   A-w*  board A, White: white      A-b*  board A, Black: black
//   B-w*  board B, White: gold       B-b*  board B, Black: red
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const BASE = 'M22 89C22 83.5 25.5 80 31 80H69C74.5 80 78 83.5 78 89Z';

/** role → list of [kind, svg element] ; kind: b = body (fill + outline), d = detail stroke, e = eye dot */
const ROLES = {
  P: [
    ['b', `<path d="M25 89C25 84 28 81 33 81H67C72 81 75 84 75 89Z"/>`],
    ['b', `<path d="M39.5 53C39.5 64 31 70.5 29 81H71C69 70.5 60.5 64 60.5 53Z"/>`],
    ['b', `<ellipse cx="50" cy="52.5" rx="15" ry="4.8"/>`],
    ['b', `<circle cx="50" cy="34" r="13"/>`],
  ],
  R: [
    ['b', `<path d="${BASE}"/>`],
    ['b', `<path d="M26 80V72H74V80Z"/>`],
    ['b', `<path d="M32.5 72L34.5 39H65.5L67.5 72Z"/>`],
    ['b', `<path d="M27 39V17H36.5V24.5H45.2V17H54.8V24.5H63.5V17H73V39Z"/>`],
    ['d', `<path d="M35 45H65M33.8 66H66.2M27 32H73"/>`],
  ],
  B: [
    ['b', `<path d="${BASE}"/>`],
    ['b', `<path d="M37 80C39.5 76.5 39.5 72 37.5 68H62.5C60.5 72 60.5 76.5 63 80Z"/>`],
    ['b', `<path d="M36.5 66C27 55 29 41 50 24C71 41 73 55 63.5 66C56 62.8 44 62.8 36.5 66Z"/>`],
    ['b', `<ellipse cx="50" cy="68" rx="16" ry="5"/>`],
    ['b', `<circle cx="50" cy="19.5" r="5.5"/>`],
    ['d', `<path d="M50 39V53M43 46H57"/>`],
  ],
  N: [
    ['b', `<path d="${BASE}"/>`],
    ['b', `<path d="M33 80.5C32.5 69 38 60.5 46 55C39.5 55.5 33.5 58.5 28.5 61.5C24 64 18.5 63 17.3 58.5C16.5 55.5 17.8 52.5 20.5 49.5C26.5 42.5 31.5 34.5 35.5 28C37.5 24.5 39.5 22.5 41.5 20.5L39.5 10.5L48 15.8C52 15 56 15 59.5 16C73 20 81 34 80.5 51C80.2 62 76.5 70 76 80.5Z"/>`],
    ['d', `<path d="M57.5 21.5C67.5 27 73 38 72.5 53C72.2 63 70 70 69.5 76"/>`],
    ['e', `<ellipse cx="39" cy="32" rx="2.6" ry="3.4" transform="rotate(30 39 32)"/>`],
    ['e', `<circle cx="22.2" cy="55.6" r="1.8"/>`],
  ],
  Q: [
    ['b', `<path d="${BASE}"/>`],
    ['b', `<path d="M28 77L19 37L31 57L34.5 30L43.5 53.5L50 27L56.5 53.5L65.5 30L69 57L81 37L72 77C62 73 38 73 28 77Z"/>`],
    ['b', `<circle cx="19" cy="33.5" r="4.6"/>`],
    ['b', `<circle cx="34.5" cy="26" r="4.6"/>`],
    ['b', `<circle cx="50" cy="22.5" r="4.8"/>`],
    ['b', `<circle cx="65.5" cy="26" r="4.6"/>`],
    ['b', `<circle cx="81" cy="33.5" r="4.6"/>`],
    ['b', `<path d="M28 77C38 73 62 73 72 77L71 81H29Z"/>`],
    ['d', `<path d="M30.5 68C41 64.8 59 64.8 69.5 68"/>`],
  ],
  K: [
    ['b', `<path d="${BASE}"/>`],
    ['b', `<path d="M28.5 77.5C20 67 15.5 53 25.5 46.5C34 41 44 45 50 55C56 45 66 41 74.5 46.5C84.5 53 80 67 71.5 77.5C62 73.5 38 73.5 28.5 77.5Z"/>`],
    ['b', `<path d="M50 56.5C45 49 43.2 41 50 33.5C56.8 41 55 49 50 56.5Z"/>`],
    ['b', `<path d="M47.3 11H52.7V16.8H58.2V22.2H52.7V31H47.3V22.2H41.8V16.8H47.3Z"/>`],
    ['b', `<path d="M28.5 77.5C38 73.5 62 73.5 71.5 77.5L70.5 81H29.5Z"/>`],
    ['d', `<path d="M31 69C41 65.3 59 65.3 69 69"/>`],
  ],
};

/** colour sets: [gradient top, gradient bottom, outline, detail] */
const SETS = {
  'A-w': ['#ffffff', '#e4e1da', '#1d1b18', '#1d1b18'],
  'A-b': ['#4d4a46', '#1f1d1b', '#0b0a09', '#e9e6df'],
  'B-w': ['#ffdf6e', '#eeb31c', '#4a3000', '#4a3000'],
  'B-b': ['#ee5a4f', '#bf2a2a', '#3a0707', '#ffe3dc'],
};

function svg(role, [top, bottom, outline, detail]) {
  const parts = ROLES[role].map(([kind, el]) => {
    if (kind === 'b') return el.replace('/>', ` fill="url(#g)" stroke="${outline}"/>`);
    if (kind === 'd') return el.replace('/>', ` fill="none" stroke="${detail}"/>`);
    return el.replace('/>', ` fill="${detail === outline ? outline : detail}" stroke="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<g stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round">
${parts.join('\n')}
</g>
</svg>
`;
}

for (const [set, paints] of Object.entries(SETS)) {
  for (const role of Object.keys(ROLES)) {
    writeFileSync(join(here, `${set}${role}.svg`), svg(role, paints));
  }
}
