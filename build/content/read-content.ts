// The content files read in Node (tests and scripts), through the same parser as the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleSlugs } from '../../common/routes';
import { ArticleMetaSchema, PageMetaSchema, type ArticleMeta, type PageMeta } from '../../common/content/front-matter';
import { parseContent } from './parse-content';

const CONTENT = path.resolve(import.meta.dirname, '../../web/content');
/** Where the articles' hero illustrations live (front matter `hero`). */
export const IMAGES_DIR = path.join(CONTENT, 'images');

export type ContentFile<M> = { file: string; meta: M; html: string };

function readFolder<M>(folder: string, schema: typeof ArticleMetaSchema | typeof PageMetaSchema): ContentFile<M>[] {
  const directory = path.join(CONTENT, folder);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      return {
        file,
        ...(parseContent(readFileSync(path.join(directory, name), 'utf8'), file, schema) as { meta: M; html: string }),
      };
    });
}

export const readArticles = () => readFolder<ArticleMeta>('blog', ArticleMetaSchema);
export const readPages = () => readFolder<PageMeta>('pages', PageMetaSchema);

export function articleSlugs(articles: ContentFile<ArticleMeta>[]): ArticleSlugs[] {
  const byKey = new Map<string, ArticleSlugs>();
  for (const { meta } of articles) {
    const entry = byKey.get(meta.key) ?? { key: meta.key, slugs: {} };
    entry.slugs[meta.lang] = meta.slug;
    byKey.set(meta.key, entry);
  }
  return [...byKey.values()];
}
