// The server compiled for production: one ES module, dist/server/index.js, bundled by esbuild
// (the compiler tsx runs in development, so both read the code alike), with the packages left
// in node_modules and a source map for stack traces (`node --enable-source-maps`).
// It sits two folders below the checkout, as every server module does (server/<area>/x.ts), so
// the paths the server resolves from its own folder (`../../prisma/migrations`,
// `../../config`, `../../dist`) hold for both. docs/decisions/0048-container-and-compiled-server.md.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(root, 'server/index.ts')],
  outfile: path.join(root, 'dist/server/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
