// The documents' links: every relative link in README.md, CHANGELOG.md and docs/*.md must point
// at a file or folder of the repository that exists, and a `#heading` anchor at a heading of its
// target (or of the same document) as GitHub names it. Links to other sites are not followed;
// links inside code (fenced blocks, `code spans`) are not links. A link that leaves the
// repository fails too: the documents must stand on their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The documents checked: README.md, CHANGELOG.md and every docs/*.md. */
function documents(root) {
  const docs = path.join(root, 'docs');
  const inDocs = fs.existsSync(docs)
    ? fs.readdirSync(docs).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(docs, f))
    : [];
  return [path.join(root, 'README.md'), path.join(root, 'CHANGELOG.md'), ...inDocs].filter((f) => fs.existsSync(f));
}

/**
 * The text's lines outside fenced code blocks, each with its number (from 1); inline code spans
 * blanked out, so that nothing inside them is read as a link or a heading.
 * @param {string} text
 * @returns {{line: number, text: string}[]}
 */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((raw, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && !raw.trim().slice(open[1].length).trim()) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({ line: i + 1, text: raw });
  });
  return out;
}

/** A line with its code spans replaced by spaces (a span never holds a link). */
const withoutCode = (line) => line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => ' '.repeat(m.length));

/**
 * GitHub's anchor for a heading's text: the text as rendered (links by their words, code spans by
 * their content, emphasis and HTML tags dropped), lower-cased, every character that is not a
 * letter, digit, mark, space, `-` or `_` removed, spaces turned into `-`.
 * @param {string} heading
 */
export function slug(heading) {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, __, code) => code.replace(/</g, '\u0000lt').replace(/>/g, '\u0000gt'))
    .replace(/<[^>]+>/g, '')
    .replace(/\u0000lt/g, '<')
    .replace(/\u0000gt/g, '>')
    .replace(/[*]/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of a Markdown text: its headings' slugs (a repeated one gets -1, -2, … in order),
 * and explicit `<a name>` / `id` anchors.
 * @param {string} text
 * @returns {Set<string>}
 */
export function anchors(text) {
  const seen = new Map();
  const found = new Set();
  const add = (base) => {
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  };
  const lines = proseLines(text);
  lines.forEach(({ text: line }, k) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) add(slug(atx[1]));
    else {
      // A setext heading: a line of text underlined by === or --- (not a list, table or rule).
      const next = lines[k + 1];
      if (next && next.line === lines[k].line + 1 && /^ {0,3}(=+|-+)[ \t]*$/.test(next.text) && line.trim() && !/^\s*([-*+>|]|\d+\.)\s/.test(line)) add(slug(line));
    }
    for (const m of line.matchAll(/<a\s[^>]*(?:name|id)="([^"]+)"/gi)) found.add(m[1]);
  });
  return found;
}

/**
 * The relative links of a Markdown text: inline `[text](target)` and images, `<a href>`,
 * `<img src>` and reference definitions `[label]: target`.
 * @param {string} text
 * @returns {{line: number, target: string}[]}
 */
export function links(text) {
  const out = [];
  for (const { line, text: raw } of proseLines(text)) {
    const prose = withoutCode(raw);
    const targets = [];
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
    for (const m of prose.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]+)"/gi)) targets.push(m[1]);
    const ref = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (ref) targets.push(ref[1]);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // another site, mailto:
      out.push({ line, target });
    }
  }
  return out;
}

/**
 * What is wrong with the links of `file` (a path inside `root`): one line each.
 * @param {string} root
 * @param {string} file
 * @returns {string[]}
 */
export function brokenLinks(root, file) {
  const text = fs.readFileSync(file, 'utf8');
  const problems = [];
  const where = (line) => `${path.relative(root, file)}:${line}`;
  const anchorCache = new Map();
  const anchorsOf = (f) => {
    if (!anchorCache.has(f)) anchorCache.set(f, anchors(fs.readFileSync(f, 'utf8')));
    return anchorCache.get(f);
  };
  for (const { line, target } of links(text)) {
    const hash = target.indexOf('#');
    const rawPath = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
    const fragment = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    let dest = file;
    if (rawPath) {
      dest = rawPath.startsWith('/') ? path.join(root, decodeURIComponent(rawPath)) : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
      const inside = path.relative(root, dest);
      if (inside.startsWith('..') || path.isAbsolute(inside)) {
        problems.push(`${where(line)}: ${target} leaves the repository`);
        continue;
      }
      if (!fs.existsSync(dest)) {
        problems.push(`${where(line)}: ${target}: no such file`);
        continue;
      }
    }
    if (fragment !== null && /\.md$/i.test(dest) && fs.statSync(dest).isFile() && !anchorsOf(dest).has(fragment)) {
      problems.push(`${where(line)}: ${target}: no heading #${fragment} in ${path.relative(root, dest)}`);
    }
  }
  return problems;
}

test('GitHub heading anchors', () => {
  assert.equal(slug('Live games (seats, clocks, offers)'), 'live-games-seats-clocks-offers');
  assert.equal(slug('The rules core and the `alice` command'), 'the-rules-core-and-the-alice-command');
  assert.equal(slug('Embedding: the `<alice-chess>` element'), 'embedding-the-alice-chess-element');
  assert.equal(slug('Offline, install, languages, looks'), 'offline-install-languages-looks');
  assert.equal(slug('What is *kept*, and where?'), 'what-is-kept-and-where');
  assert.equal(slug('snake_case and-dash'), 'snake_case-and-dash');
  assert.equal(slug('Échecs — Alice'), 'échecs--alice');
  assert.deepEqual([...anchors('# A\n## A\n### A\n```\n# not a heading\n```\nB\n---\n')], ['a', 'a-1', 'a-2', 'b']);
});

test('a broken link, a missing heading and a link out of the repository are found', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  try {
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'docs', 'A.md'), '# A\n\n## Two words\n## Two words\n');
    fs.writeFileSync(
      path.join(root, 'README.md'),
      [
        '# Front',
        '[ok](docs/A.md) [ok](docs/A.md#two-words-1) [ok](#front) [ok](docs/) [site](https://example.org/x.md)',
        '[gone](docs/B.md) [no heading](docs/A.md#three) [here](#nowhere) [out](../elsewhere/X.md)',
        '`[code](docs/C.md)`',
        '```',
        '[fenced](docs/D.md)',
        '```',
        '![shot](docs/shot.png)',
      ].join('\n'),
    );
    const found = documents(root).flatMap((f) => brokenLinks(root, f));
    assert.deepEqual(found, [
      'README.md:3: docs/B.md: no such file',
      'README.md:3: docs/A.md#three: no heading #three in docs/A.md',
      'README.md:3: #nowhere: no heading #nowhere in README.md',
      'README.md:3: ../elsewhere/X.md leaves the repository',
      'README.md:8: docs/shot.png: no such file',
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("every relative link of README.md, CHANGELOG.md and docs/*.md leads somewhere", () => {
  const files = documents(ROOT);
  assert.ok(files.some((f) => path.basename(f) === 'README.md'), 'README.md is checked');
  const problems = files.flatMap((f) => brokenLinks(ROOT, f));
  assert.deepEqual(problems, [], `broken links:\n${problems.join('\n')}`);
});
