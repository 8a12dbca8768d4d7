// Vite plugin: content files become modules. `x.md?route` gives what the route table needs
// (key, language, slug), `x.md?meta` the front matter, `x.md?hero` an article's hero picture
// (an import vite-imagetools turns into AVIF/WebP files), `x.md?first` front matter and hero:
// all the first page in the browser loads (its HTML is in the prerendered page), `x.md?doc`
// that and the HTML. Only the article's own modules carry its image addresses.
// A file with bad front matter, an unknown token or a wrong name fails the build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ArticleMetaSchema, PageMetaSchema } from '../../common/content/front-matter';
import { heroQuery } from '../../common/content/hero-image';
import { parseContent } from './parse-content';
import { IMAGES_DIR } from './read-content';

const QUERIES = ['route', 'meta', 'doc', 'hero', 'first'] as const;

export function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    async load(id) {
      const [file, query] = id.split('?') as [string, string | undefined];
      if (!file.endsWith('.md') || !QUERIES.includes(query as (typeof QUERIES)[number])) return null;
      this.addWatchFile(file);
      const isArticle = path.basename(path.dirname(file)) === 'blog';
      const { meta, html } = parseContent(
        await readFile(file, 'utf8'),
        path.relative(process.cwd(), file),
        isArticle ? ArticleMetaSchema : PageMetaSchema,
      );
      const expectedName = `${meta.key}.${meta.lang}.md`;
      if (path.basename(file) !== expectedName)
        this.error(`${file}: its front matter says it should be named ${expectedName}`);
      if (query === 'hero') {
        if (!('hero' in meta)) return 'export default undefined;';
        const hero = path.join(IMAGES_DIR, meta.hero);
        if (!existsSync(hero))
          this.error(`${file}: its hero ${meta.hero} is not in ${path.relative(process.cwd(), IMAGES_DIR)}`);
        const source = `${path.relative(path.dirname(file), hero).split(path.sep).join('/')}?${heroQuery(`${meta.key}.${meta.lang}`)}`;
        return `export { default } from ${JSON.stringify(source.startsWith('.') ? source : `./${source}`)};`;
      }
      // The document builds on ?first, so the hero's addresses sit in one chunk the two share.
      if (query === 'doc')
        return `import first from ${JSON.stringify(`./${path.basename(file)}?first`)};\nexport default { ...first, html: ${JSON.stringify(html)} };`;
      if (query === 'first' && 'hero' in meta)
        return `import hero from ${JSON.stringify(`./${path.basename(file)}?hero`)};\nexport default { meta: ${JSON.stringify(meta)}, hero };`;
      const value =
        query === 'route'
          ? { key: meta.key, lang: meta.lang, slug: 'slug' in meta ? meta.slug : meta.key }
          : query === 'meta'
            ? meta
            : { meta };
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
