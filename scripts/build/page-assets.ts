// Which stylesheets a prerendered page needs at first paint besides the entry's: the CSS of
// its route chunk and of the chunks that one imports (otherwise the page renders unstyled and
// shifts when the chunk arrives: Lighthouse measured a CLS of 0.16), statically or on demand (a
// part whose code loads later is in the prerendered HTML all the same: web/src/app/on-demand.tsx).
// Read from Vite's manifest. No modulepreload hints for the page's code and texts: measured on
// the home page (Lighthouse 13, mobile), they moved the first paint from 1.6 s to 1.9 s by
// competing with the stylesheets, and the page is readable long before it hydrates.
type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
export type ViteManifest = Record<string, Chunk>;

/** The entry (index.html) and its imports are in the template already. */
function entryFiles(manifest: ViteManifest): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((css) => seen.add(css));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return seen;
}

/** The page's own CSS files (paths under dist/web), in the order Vite would load them. */
export function pageStylesheets(manifest: ViteManifest, source: string): string[] {
  const skip = entryFiles(manifest);
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
