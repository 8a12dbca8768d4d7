// Which stylesheets a prerendered page needs at first paint besides the entry's: the CSS of
// its route chunk and of the chunks that one imports (otherwise the page renders unstyled and
// shifts when the chunk arrives: Lighthouse measured a CLS of 0.16), statically or on demand (a
// part whose code loads later is in the prerendered HTML all the same: web/src/components/on-demand.tsx).
// Read from Vite's manifest. No modulepreload hints for the page's code and texts: measured on
// the home page (Lighthouse 13, mobile), they moved the first paint from 1.6 s to 1.9 s by
// competing with the stylesheets, and the page is readable long before it hydrates.
type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
export type ViteManifest = Record<string, Chunk>;

/** The files of these chunks and of everything they import statically, CSS in load order. */
function staticGraph(manifest: ViteManifest, keys: readonly string[]): { files: Set<string>; css: string[] } {
  const files = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.filter((file) => !files.has(file)).forEach((file) => (files.add(file), css.push(file)));
  };
  keys.forEach(visit);
  return { files, css };
}

/** The entry (index.html, in the template already) and the app it loads on every page (web/src/app/boot.tsx). */
const shell = (manifest: ViteManifest) =>
  staticGraph(manifest, ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]);

/** The app's CSS, which every page needs besides the entry's (the template's). */
export function appStylesheets(manifest: ViteManifest): string[] {
  const entry = staticGraph(manifest, ['index.html']).files;
  return shell(manifest).css.filter((file) => !entry.has(file));
}

/** The page's own CSS files (paths under dist/web), in the order Vite would load them. */
export function pageStylesheets(manifest: ViteManifest, source: string): string[] {
  const skip = shell(manifest).files;
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest: a page source path is wrong`);
    if (skip.has(chunk.file) || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    chunk.css?.filter((css) => !skip.has(css)).forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach(visit);
  };
  visit(source);
  return [...styles];
}
