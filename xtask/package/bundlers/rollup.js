// `alice-chess/rollup`: a Rollup (and Rolldown) plugin that emits the element's run-time files —
// the engine worker as a chunk of its own, the wasm and the images as assets — named in the
// package's modules by `new URL('./…', import.meta.url)`, which Rollup leaves alone by itself.
//
//   import { nodeResolve } from '@rollup/plugin-node-resolve';
//   import aliceChess from 'alice-chess/rollup';
//   export default { input: 'main.js', output: { dir: 'dist', format: 'es' }, plugins: [nodeResolve({ browser: true }), aliceChess()] };

import fs from 'node:fs';
import path from 'node:path';
import { fileReferences, inPackage } from './refs.js';

/** @returns {import('rollup').Plugin} */
export default function aliceChess() {
  return {
    name: 'alice-chess',
    transform(code, id) {
      if (!inPackage(id) || !id.endsWith('.js') || !code.includes('import.meta.url')) return null;
      const refs = fileReferences(code, id);
      if (!refs.length) return null;
      let out = code;
      for (const { whole, file } of refs) {
        const ref = file.endsWith('.js')
          ? this.emitFile({ type: 'chunk', id: file })
          : this.emitFile({ type: 'asset', name: path.basename(file), source: fs.readFileSync(file) });
        out = out.split(whole).join(`new URL(import.meta.ROLLUP_FILE_URL_${ref})`);
      }
      return { code: out, map: null };
    },
  };
}
