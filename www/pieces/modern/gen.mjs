// Generates the 24 images of the "modern" piece set in this folder: node www/pieces/modern/gen.mjs
//
// Original drawings of this project (MIT, like the project; see ../README.md). Where the classic
// set (../gen.mjs) is rounded and shaded with a gradient, this one is flat and geometric: straight
// edges and circles, a thick outline, two flat tones per piece (body, and a darker band/plinth).
// Each role is drawn once on a 100×100 canvas; the four colourings only change the paints:
//   A-w*  board A, White: white      A-b*  board A, Black: near-black
//   B-w*  board B, White: gold       B-b*  board B, Black: red
// Board B must stay clearly gold and red, as in the classic set (the page's legend says so).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// Shared parts: the plinth every piece stands on, the skirt and band of the queen and king.
const PLINTH = ['a', '<rect x="23" y="79" width="54" height="10" rx="2"/>'];
const SKIRT = ['b', '<path d="M31 79L39 51H61L69 79Z"/>'];
const BAND = ['a', '<rect x="35" y="45" width="30" height="7" rx="1.5"/>'];

/**
 * role → parts in drawing order, each [kind, element]. Kinds: b body (flat fill, outline),
 * a accent body (the darker tone, outline), d detail stroke, e detail dot.
 * @type {Record<string, [string, string][]>}
 */
const ROLES = {
  P: [
    PLINTH,
    ['b', '<path d="M38 79L42.5 55H57.5L62 79Z"/>'],
    ['a', '<rect x="35" y="50" width="30" height="6.5" rx="1.5"/>'],
    ['b', '<circle cx="50" cy="34.5" r="13"/>'],
  ],
  R: [
    PLINTH,
    ['b', '<path d="M33 79L35.5 44H64.5L67 79Z"/>'],
    ['a', '<rect x="29" y="37" width="42" height="8" rx="1.5"/>'],
    ['b', '<path d="M29 37V16H39V23.5H45.5V16H54.5V23.5H61V16H71V37Z"/>'],
    ['d', '<path d="M50 54V67"/>'],
  ],
  B: [
    PLINTH,
    ['b', '<path d="M39 79L43 63H57L61 79Z"/>'],
    ['a', '<rect x="34" y="57" width="32" height="7" rx="1.5"/>'],
    ['b', '<path d="M50 15L65 37L60.5 57H39.5L35 37Z"/>'],
    ['b', '<circle cx="50" cy="11.5" r="4.5"/>'],
    ['d', '<path d="M44 45L57 32"/>'],
  ],
  N: [
    PLINTH,
    ['b', '<path d="M34 79L39 60L27 63L19.5 57L22 47L35 29L37.5 12.5L47 21.5L60 21L72 32L76.5 52L72 79Z"/>'],
    ['d', '<path d="M52 25.5L64.5 34L68.5 51L66.5 74"/>'],
    ['e', '<circle cx="37.5" cy="36.5" r="3"/>'],
    ['e', '<circle cx="25" cy="54" r="1.7"/>'],
  ],
  Q: [
    PLINTH,
    SKIRT,
    BAND,
    ['b', '<path d="M35 45L28 21L40.5 32L50 15L59.5 32L72 21L65 45Z"/>'],
    ['a', '<circle cx="27.5" cy="18" r="4"/>'],
    ['a', '<circle cx="50" cy="11.5" r="4.5"/>'],
    ['a', '<circle cx="72.5" cy="18" r="4"/>'],
  ],
  K: [
    PLINTH,
    SKIRT,
    BAND,
    ['b', '<path d="M35 45L30.5 28H69.5L65 45Z"/>'],
    ['a', '<path d="M46.5 8H53.5V13.5H59V20.5H53.5V28H46.5V20.5H41V13.5H46.5Z"/>'],
    ['d', '<path d="M38 36.5H62"/>'],
  ],
};

/** colourings: [body, accent (darker tone), outline, detail] */
const SETS = {
  'A-w': ['#f8f6f1', '#d6d0c4', '#22201d', '#22201d'],
  'A-b': ['#37332f', '#1c1a18', '#0c0b0a', '#ebe7de'],
  'B-w': ['#f7c21f', '#d89608', '#4a3000', '#4a3000'],
  'B-b': ['#dc3a30', '#a9231e', '#3b0606', '#ffe2db'],
};

/**
 * @param {string} role
 * @param {string[]} paints
 */
function svg(role, [body, accent, outline, detail]) {
  const parts = ROLES[role].map(([kind, el]) => {
    const paint =
      kind === 'b' ? `fill="${body}" stroke="${outline}"`
      : kind === 'a' ? `fill="${accent}" stroke="${outline}"`
      : kind === 'd' ? `fill="none" stroke="${detail}"`
      : `fill="${detail}" stroke="none"`;
    return el.replace('/>', ` ${paint}/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<g stroke-width="3.6" stroke-linejoin="round" stroke-linecap="round">
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
