// Every stylesheet of a prerendered page goes into its HTML as a <style> block
// (docs/decisions/0009-inline-stylesheets.md): the whole site's CSS is a few KB, and each render-blocking
// stylesheet request cost the first paint about 150-300 ms in Lighthouse's mobile simulation. Each block is followed by
// a disabled <link> to the same file: a disabled stylesheet is never fetched, but Vite's
// loader sees it and does not fetch the file again (and wait for it) when the page's chunk
// loads for hydration. The CSP allows exactly these blocks by their hashes (PagesManifest.styleHashes).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function createStyleInliner(webDir: string) {
  const hashes = new Set<string>();
  const tag = (file: string) => {
    const css = readFileSync(path.join(webDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
  return {
    /** The template's own stylesheet links (the entry's CSS), inlined in place. */
    inlineLinks: (html: string) =>
      html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file: string) => tag(file)),
    /** Inline blocks for these files (paths under dist/web). */
    tags: (files: string[]) => files.map(tag).join('\n'),
    /** The CSP sources of every block written so far. */
    hashes: () => [...hashes].sort(),
  };
}
