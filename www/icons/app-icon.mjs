// Draws the app's icon (www/icons/app.svg) from two of the project's pieces — a board-A white knight
// and a board-B gold knight on a split board — and renders it as PNGs for the web app manifest
// (app-192.png, app-512.png; maskable: the art keeps inside the safe circle). Run after changing
// the pieces: `node www/icons/app-icon.mjs` (needs tests/e2e's npm packages and /usr/bin/chromium).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const piece = (name, id) =>
  fs
    .readFileSync(path.join(here, '../pieces', `${name}.svg`), 'utf8')
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replaceAll('id="g"', `id="${id}"`)
    .replaceAll('url(#g)', `url(#${id})`);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#22303f"/>
<path d="M96 96H256V256H96ZM256 256H416V416H256Z" fill="#8ca2ad"/>
<path d="M256 96H416V256H256ZM96 256H256V416H96Z" fill="#dee3e6"/>
<g transform="translate(100 104) scale(1.9)">${piece('A-wN', 'a')}</g>
<g transform="translate(222 220) scale(1.9)">${piece('B-wN', 'b')}</g>
</svg>
`;
fs.writeFileSync(path.join(here, 'app.svg'), svg);

const { chromium } = await import(path.join(here, '../../tests/e2e/node_modules/playwright-core/index.mjs'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: path.join(here, `app-${size}.png`), omitBackground: false });
  await page.close();
}
await browser.close();
