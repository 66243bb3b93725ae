// `alice-chess/esbuild`: an esbuild plugin that emits the element's run-time files — the engine
// worker bundled as a file of its own, the wasm and the images with the `file` loader — named in
// the package's modules by `new URL('./…', import.meta.url)`, which esbuild leaves alone by itself.
// They land in the output folder next to the bundle and are found from it at any base path.
//
//   import aliceChess from 'alice-chess/esbuild';
//   await esbuild.build({ entryPoints: ['main.js'], bundle: true, format: 'esm', splitting: true, outdir: 'dist', plugins: [aliceChess()] });

import fs from 'node:fs';
import path from 'node:path';
import { fileReferences, inPackage } from './refs.js';

/** @returns {import('esbuild').Plugin} */
export default function aliceChess() {
  return {
    name: 'alice-chess',
    setup(build) {
      const options = build.initialOptions;
      /** @type {Map<string, Promise<string>>} a worker's file → its output's name */
      const workers = new Map();

      /** @param {string} file */
      const buildWorker = async (file) => {
        const outdir = options.outdir ?? (options.outfile ? path.dirname(options.outfile) : 'dist');
        const result = await build.esbuild.build({
          entryPoints: [file],
          bundle: true,
          format: 'esm',
          outdir,
          entryNames: '[name]-[hash]',
          assetNames: options.assetNames,
          minify: options.minify,
          target: options.target,
          write: options.write ?? true,
          metafile: true,
          logLevel: 'silent',
          absWorkingDir: options.absWorkingDir,
          plugins: [aliceChess()],
        });
        const out = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint && path.resolve(options.absWorkingDir ?? process.cwd(), o.entryPoint) === file);
        if (!out) throw new Error(`alice-chess/esbuild: no output for ${file}`);
        return path.basename(out[0]);
      };

      // The package's images and wasm: files of the output folder, imported as their URL.
      build.onLoad({ filter: /\.(svg|png|wasm)$/ }, async (args) => {
        if (!inPackage(args.path)) return undefined;
        return { contents: await fs.promises.readFile(args.path), loader: 'file' };
      });

      build.onLoad({ filter: /\.js$/ }, async (args) => {
        if (!inPackage(args.path)) return undefined;
        let code = await fs.promises.readFile(args.path, 'utf8');
        if (!code.includes('import.meta.url')) return undefined;
        const refs = fileReferences(code, args.path);
        if (!refs.length) return undefined;
        const imports = [];
        for (const { whole, file } of refs) {
          let url;
          if (file.endsWith('.js')) {
            if (!workers.has(file)) workers.set(file, buildWorker(file));
            url = JSON.stringify(`./${await workers.get(file)}`);
          } else {
            url = `__alice_file_${imports.length}`;
            imports.push(`import ${url} from ${JSON.stringify(file)};`);
          }
          code = code.split(whole).join(`new URL(${url}, import.meta.url)`);
        }
        return { contents: `${imports.join('\n')}\n${code}`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
